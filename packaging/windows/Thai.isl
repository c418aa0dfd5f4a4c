; *** Inno Setup 6.1.0+ messages in Thai, for the Yukon Solitaire installer ***
; Every key of Inno Setup's English Default.isl, translated.

[LangOptions]
LanguageName=ไทย
LanguageID=$041E
LanguageCodePage=0

[Messages]

; *** Application titles
SetupAppTitle=ติดตั้ง
SetupWindowTitle=ติดตั้ง - %1
UninstallAppTitle=ถอนการติดตั้ง
UninstallAppFullTitle=ถอนการติดตั้ง %1

; *** Misc. common
InformationTitle=ข้อมูล
ConfirmTitle=ยืนยัน
ErrorTitle=ข้อผิดพลาด

; *** SetupLdr messages
SetupLdrStartupMessage=โปรแกรมนี้จะติดตั้ง %1 คุณต้องการดำเนินการต่อหรือไม่?
LdrCannotCreateTemp=ไม่สามารถสร้างไฟล์ชั่วคราว การติดตั้งถูกยกเลิก
LdrCannotExecTemp=ไม่สามารถเรียกใช้ไฟล์ในโฟลเดอร์ชั่วคราว การติดตั้งถูกยกเลิก
HelpTextNote=

; *** Startup error messages
LastErrorMessage=%1.%n%nข้อผิดพลาด %2: %3
SetupFileMissing=ไม่พบไฟล์ %1 ในโฟลเดอร์การติดตั้ง โปรดแก้ไขปัญหา หรือหาโปรแกรมชุดใหม่
SetupFileCorrupt=ไฟล์ติดตั้งเสียหาย โปรดหาโปรแกรมชุดใหม่
SetupFileCorruptOrWrongVer=ไฟล์ติดตั้งเสียหาย หรือใช้กับโปรแกรมติดตั้งรุ่นนี้ไม่ได้ โปรดแก้ไขปัญหา หรือหาโปรแกรมชุดใหม่
InvalidParameter=มีการส่งพารามิเตอร์ที่ไม่ถูกต้องในบรรทัดคำสั่ง:%n%n%1
SetupAlreadyRunning=โปรแกรมติดตั้งกำลังทำงานอยู่แล้ว
WindowsVersionNotSupported=โปรแกรมนี้ไม่รองรับ Windows รุ่นที่เครื่องของคุณใช้อยู่
WindowsServicePackRequired=โปรแกรมนี้ต้องใช้ %1 Service Pack %2 หรือใหม่กว่า
NotOnThisPlatform=โปรแกรมนี้จะไม่ทำงานบน %1
OnlyOnThisPlatform=โปรแกรมนี้ต้องทำงานบน %1
OnlyOnTheseArchitectures=โปรแกรมนี้ติดตั้งได้เฉพาะบน Windows รุ่นที่ออกแบบมาสำหรับสถาปัตยกรรมหน่วยประมวลผลต่อไปนี้:%n%n%1
WinVersionTooLowError=โปรแกรมนี้ต้องใช้ %1 รุ่น %2 หรือใหม่กว่า
WinVersionTooHighError=โปรแกรมนี้ไม่สามารถติดตั้งบน %1 รุ่น %2 หรือใหม่กว่า
AdminPrivilegesRequired=คุณต้องเข้าสู่ระบบในฐานะผู้ดูแลระบบเพื่อติดตั้งโปรแกรมนี้
PowerUserPrivilegesRequired=คุณต้องเข้าสู่ระบบในฐานะผู้ดูแลระบบ หรือสมาชิกของกลุ่ม Power Users เพื่อติดตั้งโปรแกรมนี้
SetupAppRunningError=โปรแกรมติดตั้งพบว่า %1 กำลังทำงานอยู่%n%nโปรดปิดโปรแกรมนั้นทั้งหมดตอนนี้ แล้วคลิก ตกลง เพื่อดำเนินการต่อ หรือ ยกเลิก เพื่อออก
UninstallAppRunningError=โปรแกรมถอนการติดตั้งพบว่า %1 กำลังทำงานอยู่%n%nโปรดปิดโปรแกรมนั้นทั้งหมดตอนนี้ แล้วคลิก ตกลง เพื่อดำเนินการต่อ หรือ ยกเลิก เพื่อออก

; *** Startup questions
PrivilegesRequiredOverrideTitle=เลือกโหมดการติดตั้ง
PrivilegesRequiredOverrideInstruction=เลือกโหมดการติดตั้ง
PrivilegesRequiredOverrideText1=%1 ติดตั้งให้ผู้ใช้ทุกคนได้ (ต้องมีสิทธิ์ผู้ดูแลระบบ) หรือติดตั้งเฉพาะสำหรับคุณ
PrivilegesRequiredOverrideText2=%1 ติดตั้งเฉพาะสำหรับคุณได้ หรือติดตั้งให้ผู้ใช้ทุกคน (ต้องมีสิทธิ์ผู้ดูแลระบบ)
PrivilegesRequiredOverrideAllUsers=ติดตั้งสำหรับผู้ใช้ทุกคน(&A)
PrivilegesRequiredOverrideAllUsersRecommended=ติดตั้งสำหรับผู้ใช้ทุกคน (แนะนำ)(&A)
PrivilegesRequiredOverrideCurrentUser=ติดตั้งเฉพาะสำหรับฉัน(&M)
PrivilegesRequiredOverrideCurrentUserRecommended=ติดตั้งเฉพาะสำหรับฉัน (แนะนำ)(&M)

; *** Misc. errors
ErrorCreatingDir=โปรแกรมติดตั้งไม่สามารถสร้างโฟลเดอร์ "%1"
ErrorTooManyFilesInDir=ไม่สามารถสร้างไฟล์ในโฟลเดอร์ "%1" เพราะมีไฟล์อยู่มากเกินไป

; *** Setup common messages
ExitSetupTitle=ออกจากการติดตั้ง
ExitSetupMessage=การติดตั้งยังไม่เสร็จ ถ้าออกตอนนี้ โปรแกรมจะไม่ถูกติดตั้ง%n%nคุณเรียกโปรแกรมติดตั้งอีกครั้งในภายหลังเพื่อติดตั้งให้เสร็จได้%n%nออกจากการติดตั้งหรือไม่?
AboutSetupMenuItem=เกี่ยวกับโปรแกรมติดตั้ง(&A)...
AboutSetupTitle=เกี่ยวกับโปรแกรมติดตั้ง
AboutSetupMessage=%1 รุ่น %2%n%3%n%nหน้าเว็บของ %1:%n%4
AboutSetupNote=
TranslatorNote=

; *** Buttons
ButtonBack=< ย้อนกลับ(&B)
ButtonNext=ถัดไป(&N) >
ButtonInstall=ติดตั้ง(&I)
ButtonOK=ตกลง
ButtonCancel=ยกเลิก
ButtonYes=ใช่(&Y)
ButtonYesToAll=ใช่ทั้งหมด(&A)
ButtonNo=ไม่ใช่(&N)
ButtonNoToAll=ไม่ใช่ทั้งหมด(&O)
ButtonFinish=เสร็จสิ้น(&F)
ButtonBrowse=เรียกดู(&B)...
ButtonWizardBrowse=เรียกดู(&R)...
ButtonNewFolder=สร้างโฟลเดอร์ใหม่(&M)

; *** "Select Language" dialog messages
SelectLanguageTitle=เลือกภาษาของโปรแกรมติดตั้ง
SelectLanguageLabel=เลือกภาษาที่จะใช้ระหว่างการติดตั้ง

; *** Common wizard text
ClickNext=คลิก ถัดไป เพื่อดำเนินการต่อ หรือ ยกเลิก เพื่อออกจากการติดตั้ง
BeveledLabel=
BrowseDialogTitle=เรียกดูโฟลเดอร์
BrowseDialogLabel=เลือกโฟลเดอร์จากรายการด้านล่าง แล้วคลิก ตกลง
NewFolderName=โฟลเดอร์ใหม่

; *** "Welcome" wizard page
WelcomeLabel1=ยินดีต้อนรับสู่ตัวช่วยติดตั้ง [name]
WelcomeLabel2=โปรแกรมนี้จะติดตั้ง [name/ver] ลงในเครื่องของคุณ%n%nขอแนะนำให้ปิดโปรแกรมอื่นทั้งหมดก่อนดำเนินการต่อ

; *** "Password" wizard page
WizardPassword=รหัสผ่าน
PasswordLabel1=การติดตั้งนี้ป้องกันด้วยรหัสผ่าน
PasswordLabel3=โปรดใส่รหัสผ่าน แล้วคลิก ถัดไป เพื่อดำเนินการต่อ รหัสผ่านแยกตัวพิมพ์เล็กและตัวพิมพ์ใหญ่
PasswordEditLabel=รหัสผ่าน(&P):
IncorrectPassword=รหัสผ่านที่คุณใส่ไม่ถูกต้อง โปรดลองอีกครั้ง

; *** "License Agreement" wizard page
WizardLicense=ข้อตกลงการอนุญาตใช้งาน
LicenseLabel=โปรดอ่านข้อมูลสำคัญต่อไปนี้ก่อนดำเนินการต่อ
LicenseLabel3=โปรดอ่านข้อตกลงการอนุญาตใช้งานต่อไปนี้ คุณต้องยอมรับเงื่อนไขของข้อตกลงนี้ก่อนดำเนินการติดตั้งต่อ
LicenseAccepted=ฉันยอมรับข้อตกลง(&A)
LicenseNotAccepted=ฉันไม่ยอมรับข้อตกลง(&D)

; *** "Information" wizard pages
WizardInfoBefore=ข้อมูล
InfoBeforeLabel=โปรดอ่านข้อมูลสำคัญต่อไปนี้ก่อนดำเนินการต่อ
InfoBeforeClickLabel=เมื่อพร้อมดำเนินการติดตั้งต่อ ให้คลิก ถัดไป
WizardInfoAfter=ข้อมูล
InfoAfterLabel=โปรดอ่านข้อมูลสำคัญต่อไปนี้ก่อนดำเนินการต่อ
InfoAfterClickLabel=เมื่อพร้อมดำเนินการติดตั้งต่อ ให้คลิก ถัดไป

; *** "User Information" wizard page
WizardUserInfo=ข้อมูลผู้ใช้
UserInfoDesc=โปรดใส่ข้อมูลของคุณ
UserInfoName=ชื่อผู้ใช้(&U):
UserInfoOrg=องค์กร(&O):
UserInfoSerial=หมายเลขผลิตภัณฑ์(&S):
UserInfoNameRequired=คุณต้องใส่ชื่อ

; *** "Select Destination Location" wizard page
WizardSelectDir=เลือกตำแหน่งที่จะติดตั้ง
SelectDirDesc=จะติดตั้ง [name] ไว้ที่ใด?
SelectDirLabel3=โปรแกรมติดตั้งจะติดตั้ง [name] ลงในโฟลเดอร์ต่อไปนี้
SelectDirBrowseLabel=คลิก ถัดไป เพื่อดำเนินการต่อ ถ้าต้องการเลือกโฟลเดอร์อื่น ให้คลิก เรียกดู
DiskSpaceGBLabel=ต้องมีพื้นที่ว่างบนดิสก์อย่างน้อย [gb] GB
DiskSpaceMBLabel=ต้องมีพื้นที่ว่างบนดิสก์อย่างน้อย [mb] MB
CannotInstallToNetworkDrive=โปรแกรมติดตั้งไม่สามารถติดตั้งลงในไดรฟ์เครือข่าย
CannotInstallToUNCPath=โปรแกรมติดตั้งไม่สามารถติดตั้งลงในเส้นทาง UNC
InvalidPath=คุณต้องใส่เส้นทางเต็มพร้อมอักษรไดรฟ์ เช่น:%n%nC:\APP%n%nหรือเส้นทาง UNC ในรูปแบบ:%n%n\\server\share
InvalidDrive=ไดรฟ์หรือ UNC share ที่คุณเลือกไม่มีอยู่หรือเข้าถึงไม่ได้ โปรดเลือกที่อื่น
DiskSpaceWarningTitle=พื้นที่ดิสก์ไม่พอ
DiskSpaceWarning=โปรแกรมติดตั้งต้องใช้พื้นที่ว่างอย่างน้อย %1 KB ในการติดตั้ง แต่ไดรฟ์ที่เลือกมีพื้นที่ว่างเพียง %2 KB%n%nคุณต้องการดำเนินการต่อหรือไม่?
DirNameTooLong=ชื่อโฟลเดอร์หรือเส้นทางยาวเกินไป
InvalidDirName=ชื่อโฟลเดอร์ไม่ถูกต้อง
BadDirName32=ชื่อโฟลเดอร์ต้องไม่มีอักขระต่อไปนี้:%n%n%1
DirExistsTitle=มีโฟลเดอร์นี้อยู่แล้ว
DirExists=โฟลเดอร์:%n%n%1%n%nมีอยู่แล้ว คุณต้องการติดตั้งลงในโฟลเดอร์นั้นหรือไม่?
DirDoesntExistTitle=ไม่มีโฟลเดอร์นี้
DirDoesntExist=โฟลเดอร์:%n%n%1%n%nยังไม่มีอยู่ คุณต้องการสร้างโฟลเดอร์นี้หรือไม่?

; *** "Select Components" wizard page
WizardSelectComponents=เลือกส่วนประกอบ
SelectComponentsDesc=จะติดตั้งส่วนประกอบใดบ้าง?
SelectComponentsLabel2=เลือกส่วนประกอบที่ต้องการติดตั้ง และยกเลิกการเลือกส่วนที่ไม่ต้องการ คลิก ถัดไป เมื่อพร้อมดำเนินการต่อ
FullInstallation=ติดตั้งเต็มรูปแบบ
CompactInstallation=ติดตั้งแบบกะทัดรัด
CustomInstallation=ติดตั้งแบบกำหนดเอง
NoUninstallWarningTitle=มีส่วนประกอบอยู่แล้ว
NoUninstallWarning=โปรแกรมติดตั้งพบว่ามีส่วนประกอบต่อไปนี้ติดตั้งอยู่ในเครื่องของคุณแล้ว:%n%n%1%n%nการยกเลิกการเลือกส่วนประกอบเหล่านี้จะไม่ถอนการติดตั้งส่วนประกอบนั้น%n%nคุณต้องการดำเนินการต่อหรือไม่?
ComponentSize1=%1 KB
ComponentSize2=%1 MB
ComponentsDiskSpaceGBLabel=สิ่งที่เลือกไว้ต้องใช้พื้นที่ดิสก์อย่างน้อย [gb] GB
ComponentsDiskSpaceMBLabel=สิ่งที่เลือกไว้ต้องใช้พื้นที่ดิสก์อย่างน้อย [mb] MB

; *** "Select Additional Tasks" wizard page
WizardSelectTasks=เลือกงานเพิ่มเติม
SelectTasksDesc=จะให้ทำงานเพิ่มเติมใดบ้าง?
SelectTasksLabel2=เลือกงานเพิ่มเติมที่ต้องการให้โปรแกรมติดตั้งทำระหว่างติดตั้ง [name] แล้วคลิก ถัดไป

; *** "Select Start Menu Folder" wizard page
WizardSelectProgramGroup=เลือกโฟลเดอร์ในเมนูเริ่ม
SelectStartMenuFolderDesc=จะให้โปรแกรมติดตั้งวางทางลัดของโปรแกรมไว้ที่ใด?
SelectStartMenuFolderLabel3=โปรแกรมติดตั้งจะสร้างทางลัดของโปรแกรมไว้ในโฟลเดอร์ต่อไปนี้ของเมนูเริ่ม
SelectStartMenuFolderBrowseLabel=คลิก ถัดไป เพื่อดำเนินการต่อ ถ้าต้องการเลือกโฟลเดอร์อื่น ให้คลิก เรียกดู
MustEnterGroupName=คุณต้องใส่ชื่อโฟลเดอร์
GroupNameTooLong=ชื่อโฟลเดอร์หรือเส้นทางยาวเกินไป
InvalidGroupName=ชื่อโฟลเดอร์ไม่ถูกต้อง
BadGroupName=ชื่อโฟลเดอร์ต้องไม่มีอักขระต่อไปนี้:%n%n%1
NoProgramGroupCheck2=ไม่ต้องสร้างโฟลเดอร์ในเมนูเริ่ม(&D)

; *** "Ready to Install" wizard page
WizardReady=พร้อมติดตั้ง
ReadyLabel1=โปรแกรมติดตั้งพร้อมเริ่มติดตั้ง [name] ลงในเครื่องของคุณแล้ว
ReadyLabel2a=คลิก ติดตั้ง เพื่อดำเนินการติดตั้งต่อ หรือคลิก ย้อนกลับ ถ้าต้องการตรวจดูหรือเปลี่ยนการตั้งค่า
ReadyLabel2b=คลิก ติดตั้ง เพื่อดำเนินการติดตั้งต่อ
ReadyMemoUserInfo=ข้อมูลผู้ใช้:
ReadyMemoDir=ตำแหน่งที่จะติดตั้ง:
ReadyMemoType=ชนิดการติดตั้ง:
ReadyMemoComponents=ส่วนประกอบที่เลือก:
ReadyMemoGroup=โฟลเดอร์ในเมนูเริ่ม:
ReadyMemoTasks=งานเพิ่มเติม:

; *** TDownloadWizardPage wizard page and DownloadTemporaryFile
DownloadingLabel=กำลังดาวน์โหลดไฟล์เพิ่มเติม...
ButtonStopDownload=หยุดดาวน์โหลด(&S)
StopDownload=คุณแน่ใจหรือไม่ว่าต้องการหยุดดาวน์โหลด?
ErrorDownloadAborted=การดาวน์โหลดถูกยกเลิก
ErrorDownloadFailed=ดาวน์โหลดไม่สำเร็จ: %1 %2
ErrorDownloadSizeFailed=ไม่สามารถหาขนาดไฟล์: %1 %2
ErrorFileHash1=ตรวจแฮชของไฟล์ไม่สำเร็จ: %1
ErrorFileHash2=แฮชของไฟล์ไม่ถูกต้อง: ควรเป็น %1 แต่พบ %2
ErrorProgress=ความคืบหน้าไม่ถูกต้อง: %1 จาก %2
ErrorFileSize=ขนาดไฟล์ไม่ถูกต้อง: ควรเป็น %1 แต่พบ %2

; *** "Preparing to Install" wizard page
WizardPreparing=กำลังเตรียมการติดตั้ง
PreparingDesc=โปรแกรมติดตั้งกำลังเตรียมติดตั้ง [name] ลงในเครื่องของคุณ
PreviousInstallNotCompleted=การติดตั้งหรือการลบโปรแกรมครั้งก่อนยังไม่เสร็จ คุณต้องเริ่มเครื่องใหม่เพื่อให้การติดตั้งนั้นเสร็จสมบูรณ์%n%nหลังจากเริ่มเครื่องใหม่แล้ว ให้เรียกโปรแกรมติดตั้งอีกครั้งเพื่อติดตั้ง [name] ให้เสร็จ
CannotContinue=โปรแกรมติดตั้งไม่สามารถดำเนินการต่อ โปรดคลิก ยกเลิก เพื่อออก
ApplicationsFound=โปรแกรมต่อไปนี้กำลังใช้ไฟล์ที่โปรแกรมติดตั้งต้องปรับปรุง ขอแนะนำให้โปรแกรมติดตั้งปิดโปรแกรมเหล่านี้ให้โดยอัตโนมัติ
ApplicationsFound2=โปรแกรมต่อไปนี้กำลังใช้ไฟล์ที่โปรแกรมติดตั้งต้องปรับปรุง ขอแนะนำให้โปรแกรมติดตั้งปิดโปรแกรมเหล่านี้ให้โดยอัตโนมัติ หลังการติดตั้งเสร็จ โปรแกรมติดตั้งจะพยายามเปิดโปรแกรมเหล่านี้ขึ้นมาใหม่
CloseApplications=ปิดโปรแกรมโดยอัตโนมัติ(&A)
DontCloseApplications=ไม่ต้องปิดโปรแกรม(&D)
ErrorCloseApplications=โปรแกรมติดตั้งไม่สามารถปิดโปรแกรมทั้งหมดได้โดยอัตโนมัติ ขอแนะนำให้ปิดทุกโปรแกรมที่ใช้ไฟล์ซึ่งโปรแกรมติดตั้งต้องปรับปรุงก่อนดำเนินการต่อ
PrepareToInstallNeedsRestart=โปรแกรมติดตั้งต้องเริ่มเครื่องของคุณใหม่ หลังจากเริ่มเครื่องใหม่แล้ว ให้เรียกโปรแกรมติดตั้งอีกครั้งเพื่อติดตั้ง [name] ให้เสร็จ%n%nคุณต้องการเริ่มเครื่องใหม่ตอนนี้หรือไม่?

; *** "Installing" wizard page
WizardInstalling=กำลังติดตั้ง
InstallingLabel=โปรดรอสักครู่ โปรแกรมติดตั้งกำลังติดตั้ง [name] ลงในเครื่องของคุณ

; *** "Setup Completed" wizard page
FinishedHeadingLabel=ตัวช่วยติดตั้ง [name] ทำงานเสร็จสิ้น
FinishedLabelNoIcons=โปรแกรมติดตั้งได้ติดตั้ง [name] ลงในเครื่องของคุณเรียบร้อยแล้ว
FinishedLabel=โปรแกรมติดตั้งได้ติดตั้ง [name] ลงในเครื่องของคุณเรียบร้อยแล้ว เปิดโปรแกรมได้จากทางลัดที่ติดตั้งไว้
ClickFinish=คลิก เสร็จสิ้น เพื่อออกจากการติดตั้ง
FinishedRestartLabel=ต้องเริ่มเครื่องของคุณใหม่เพื่อให้การติดตั้ง [name] เสร็จสมบูรณ์ คุณต้องการเริ่มเครื่องใหม่ตอนนี้หรือไม่?
FinishedRestartMessage=ต้องเริ่มเครื่องของคุณใหม่เพื่อให้การติดตั้ง [name] เสร็จสมบูรณ์%n%nคุณต้องการเริ่มเครื่องใหม่ตอนนี้หรือไม่?
ShowReadmeCheck=ใช่ ฉันต้องการดูไฟล์ README
YesRadio=ใช่ เริ่มเครื่องใหม่ตอนนี้(&Y)
NoRadio=ไม่ ฉันจะเริ่มเครื่องใหม่ภายหลัง(&N)
RunEntryExec=เปิด %1
RunEntryShellExec=ดู %1

; *** "Setup Needs the Next Disk" stuff
ChangeDiskTitle=โปรแกรมติดตั้งต้องใช้แผ่นดิสก์ถัดไป
SelectDiskLabel2=โปรดใส่แผ่นดิสก์ %1 แล้วคลิก ตกลง%n%nถ้าไฟล์ในแผ่นดิสก์นี้อยู่ในโฟลเดอร์อื่นที่ไม่ใช่โฟลเดอร์ด้านล่าง ให้ใส่เส้นทางที่ถูกต้อง หรือคลิก เรียกดู
PathLabel=เส้นทาง(&P):
FileNotInDir2=ไม่พบไฟล์ "%1" ใน "%2" โปรดใส่แผ่นดิสก์ที่ถูกต้อง หรือเลือกโฟลเดอร์อื่น
SelectDirectoryLabel=โปรดระบุตำแหน่งของแผ่นดิสก์ถัดไป

; *** Installation phase messages
SetupAborted=การติดตั้งไม่เสร็จสมบูรณ์%n%nโปรดแก้ไขปัญหา แล้วเรียกโปรแกรมติดตั้งอีกครั้ง
AbortRetryIgnoreSelectAction=เลือกการดำเนินการ
AbortRetryIgnoreRetry=ลองอีกครั้ง(&T)
AbortRetryIgnoreIgnore=ข้ามข้อผิดพลาดและดำเนินการต่อ(&I)
AbortRetryIgnoreCancel=ยกเลิกการติดตั้ง

; *** Installation status messages
StatusClosingApplications=กำลังปิดโปรแกรม...
StatusCreateDirs=กำลังสร้างโฟลเดอร์...
StatusExtractFiles=กำลังแตกไฟล์...
StatusCreateIcons=กำลังสร้างทางลัด...
StatusCreateIniEntries=กำลังสร้างรายการ INI...
StatusCreateRegistryEntries=กำลังสร้างรายการในรีจิสทรี...
StatusRegisterFiles=กำลังลงทะเบียนไฟล์...
StatusSavingUninstall=กำลังบันทึกข้อมูลสำหรับถอนการติดตั้ง...
StatusRunProgram=กำลังติดตั้งให้เสร็จ...
StatusRestartingApplications=กำลังเปิดโปรแกรมขึ้นมาใหม่...
StatusRollback=กำลังย้อนคืนการเปลี่ยนแปลง...

; *** Misc. errors
ErrorInternal2=ข้อผิดพลาดภายใน: %1
ErrorFunctionFailedNoCode=%1 ล้มเหลว
ErrorFunctionFailed=%1 ล้มเหลว รหัส %2
ErrorFunctionFailedWithMessage=%1 ล้มเหลว รหัส %2%n%3
ErrorExecutingProgram=ไม่สามารถเรียกใช้ไฟล์:%n%1

; *** Registry errors
ErrorRegOpenKey=เกิดข้อผิดพลาดขณะเปิดคีย์รีจิสทรี:%n%1\%2
ErrorRegCreateKey=เกิดข้อผิดพลาดขณะสร้างคีย์รีจิสทรี:%n%1\%2
ErrorRegWriteKey=เกิดข้อผิดพลาดขณะเขียนคีย์รีจิสทรี:%n%1\%2

; *** INI errors
ErrorIniEntry=เกิดข้อผิดพลาดขณะสร้างรายการ INI ในไฟล์ "%1"

; *** File copying errors
FileAbortRetryIgnoreSkipNotRecommended=ข้ามไฟล์นี้ (ไม่แนะนำ)(&S)
FileAbortRetryIgnoreIgnoreNotRecommended=ข้ามข้อผิดพลาดและดำเนินการต่อ (ไม่แนะนำ)(&I)
SourceIsCorrupted=ไฟล์ต้นทางเสียหาย
SourceDoesntExist=ไม่มีไฟล์ต้นทาง "%1"
ExistingFileReadOnly2=ไม่สามารถแทนที่ไฟล์เดิม เพราะไฟล์นั้นเป็นแบบอ่านอย่างเดียว
ExistingFileReadOnlyRetry=เอาแอตทริบิวต์อ่านอย่างเดียวออกแล้วลองอีกครั้ง(&R)
ExistingFileReadOnlyKeepExisting=เก็บไฟล์เดิมไว้(&K)
ErrorReadingExistingDest=เกิดข้อผิดพลาดขณะอ่านไฟล์เดิม:
FileExistsSelectAction=เลือกการดำเนินการ
FileExists2=มีไฟล์นี้อยู่แล้ว
FileExistsOverwriteExisting=เขียนทับไฟล์เดิม(&O)
FileExistsKeepExisting=เก็บไฟล์เดิมไว้(&K)
FileExistsOverwriteOrKeepAll=ทำแบบนี้กับกรณีต่อไปด้วย(&D)
ExistingFileNewerSelectAction=เลือกการดำเนินการ
ExistingFileNewer2=ไฟล์เดิมใหม่กว่าไฟล์ที่โปรแกรมติดตั้งกำลังจะติดตั้ง
ExistingFileNewerOverwriteExisting=เขียนทับไฟล์เดิม(&O)
ExistingFileNewerKeepExisting=เก็บไฟล์เดิมไว้ (แนะนำ)(&K)
ExistingFileNewerOverwriteOrKeepAll=ทำแบบนี้กับกรณีต่อไปด้วย(&D)
ErrorChangingAttr=เกิดข้อผิดพลาดขณะเปลี่ยนแอตทริบิวต์ของไฟล์เดิม:
ErrorCreatingTemp=เกิดข้อผิดพลาดขณะสร้างไฟล์ในโฟลเดอร์ปลายทาง:
ErrorReadingSource=เกิดข้อผิดพลาดขณะอ่านไฟล์ต้นทาง:
ErrorCopying=เกิดข้อผิดพลาดขณะคัดลอกไฟล์:
ErrorReplacingExistingFile=เกิดข้อผิดพลาดขณะแทนที่ไฟล์เดิม:
ErrorRestartReplace=RestartReplace ล้มเหลว:
ErrorRenamingTemp=เกิดข้อผิดพลาดขณะเปลี่ยนชื่อไฟล์ในโฟลเดอร์ปลายทาง:
ErrorRegisterServer=ไม่สามารถลงทะเบียน DLL/OCX: %1
ErrorRegSvr32Failed=RegSvr32 ล้มเหลว รหัสจบการทำงาน %1
ErrorRegisterTypeLib=ไม่สามารถลงทะเบียนไลบรารีชนิด: %1

; *** Uninstall display name markings
UninstallDisplayNameMark=%1 (%2)
UninstallDisplayNameMarks=%1 (%2, %3)
UninstallDisplayNameMark32Bit=32 บิต
UninstallDisplayNameMark64Bit=64 บิต
UninstallDisplayNameMarkAllUsers=ผู้ใช้ทุกคน
UninstallDisplayNameMarkCurrentUser=ผู้ใช้ปัจจุบัน

; *** Post-installation errors
ErrorOpeningReadme=เกิดข้อผิดพลาดขณะเปิดไฟล์ README
ErrorRestartingComputer=โปรแกรมติดตั้งไม่สามารถเริ่มเครื่องใหม่ได้ โปรดเริ่มเครื่องใหม่ด้วยตนเอง

; *** Uninstaller messages
UninstallNotFound=ไม่มีไฟล์ "%1" ไม่สามารถถอนการติดตั้ง
UninstallOpenError=ไม่สามารถเปิดไฟล์ "%1" ไม่สามารถถอนการติดตั้ง
UninstallUnsupportedVer=ไฟล์บันทึกการถอนการติดตั้ง "%1" อยู่ในรูปแบบที่โปรแกรมถอนการติดตั้งรุ่นนี้ไม่รู้จัก ไม่สามารถถอนการติดตั้ง
UninstallUnknownEntry=พบรายการที่ไม่รู้จัก (%1) ในบันทึกการถอนการติดตั้ง
ConfirmUninstall=คุณแน่ใจหรือไม่ว่าต้องการลบ %1 และส่วนประกอบทั้งหมดของโปรแกรมออก?
UninstallOnlyOnWin64=การติดตั้งนี้ถอนได้เฉพาะบน Windows 64 บิต
OnlyAdminCanUninstall=การติดตั้งนี้ถอนได้เฉพาะผู้ใช้ที่มีสิทธิ์ผู้ดูแลระบบ
UninstallStatusLabel=โปรดรอสักครู่ กำลังลบ %1 ออกจากเครื่องของคุณ
UninstalledAll=ลบ %1 ออกจากเครื่องของคุณเรียบร้อยแล้ว
UninstalledMost=ถอนการติดตั้ง %1 เสร็จแล้ว%n%nมีบางรายการที่ลบไม่ได้ คุณลบรายการเหล่านั้นเองได้
UninstalledAndNeedsRestart=ต้องเริ่มเครื่องของคุณใหม่เพื่อให้การถอนการติดตั้ง %1 เสร็จสมบูรณ์%n%nคุณต้องการเริ่มเครื่องใหม่ตอนนี้หรือไม่?
UninstallDataCorrupted=ไฟล์ "%1" เสียหาย ไม่สามารถถอนการติดตั้ง

; *** Uninstallation phase messages
ConfirmDeleteSharedFileTitle=ลบไฟล์ที่ใช้ร่วมกันหรือไม่?
ConfirmDeleteSharedFile2=ระบบแจ้งว่าไฟล์ที่ใช้ร่วมกันต่อไปนี้ไม่มีโปรแกรมใดใช้แล้ว ต้องการให้โปรแกรมถอนการติดตั้งลบไฟล์นี้หรือไม่?%n%nถ้าไฟล์นี้ถูกลบทั้งที่ยังมีโปรแกรมใช้อยู่ โปรแกรมนั้นอาจทำงานไม่ถูกต้อง ถ้าไม่แน่ใจ ให้เลือก ไม่ใช่ การเก็บไฟล์ไว้ในระบบจะไม่ก่อความเสียหายใดๆ
SharedFileNameLabel=ชื่อไฟล์:
SharedFileLocationLabel=ตำแหน่ง:
WizardUninstalling=สถานะการถอนการติดตั้ง
StatusUninstalling=กำลังถอนการติดตั้ง %1...

; *** Shutdown block reasons
ShutdownBlockReasonInstallingApp=กำลังติดตั้ง %1
ShutdownBlockReasonUninstallingApp=กำลังถอนการติดตั้ง %1

[CustomMessages]

NameAndVersion=%1 รุ่น %2
AdditionalIcons=ทางลัดเพิ่มเติม:
CreateDesktopIcon=สร้างทางลัดบนเดสก์ท็อป(&D)
CreateQuickLaunchIcon=สร้างทางลัดใน Quick Launch(&Q)
ProgramOnTheWeb=%1 บนเว็บ
UninstallProgram=ถอนการติดตั้ง %1
LaunchProgram=เปิด %1
AssocFileExtension=เชื่อมโยง %1 กับนามสกุลไฟล์ %2(&A)
AssocingFileExtension=กำลังเชื่อมโยง %1 กับนามสกุลไฟล์ %2...
AutoStartProgramGroupDescription=เริ่มต้นระบบ:
AutoStartProgram=เปิด %1 โดยอัตโนมัติ
AddonHostProgramNotFound=ไม่พบ %1 ในโฟลเดอร์ที่คุณเลือก%n%nคุณต้องการดำเนินการต่อหรือไม่?
