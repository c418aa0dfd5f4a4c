; *** Inno Setup 6.1.0+ messages in Hindi, for the Yukon Solitaire installer ***
; Every key of Inno Setup's English Default.isl, translated.

[LangOptions]
LanguageName=हिन्दी
LanguageID=$0439
LanguageCodePage=0

[Messages]

; *** Application titles
SetupAppTitle=सेटअप
SetupWindowTitle=सेटअप - %1
UninstallAppTitle=अनइंस्टॉल
UninstallAppFullTitle=%1 अनइंस्टॉल

; *** Misc. common
InformationTitle=जानकारी
ConfirmTitle=पुष्टि करें
ErrorTitle=त्रुटि

; *** SetupLdr messages
SetupLdrStartupMessage=यह %1 इंस्टॉल करेगा। क्या आप जारी रखना चाहते हैं?
LdrCannotCreateTemp=अस्थायी फ़ाइल नहीं बनाई जा सकी। सेटअप रोक दिया गया
LdrCannotExecTemp=अस्थायी फ़ोल्डर में फ़ाइल नहीं चलाई जा सकी। सेटअप रोक दिया गया
HelpTextNote=

; *** Startup error messages
LastErrorMessage=%1.%n%nत्रुटि %2: %3
SetupFileMissing=इंस्टॉलेशन फ़ोल्डर में फ़ाइल %1 नहीं है। कृपया समस्या ठीक करें या प्रोग्राम की नई प्रति लें।
SetupFileCorrupt=सेटअप फ़ाइलें खराब हैं। कृपया प्रोग्राम की नई प्रति लें।
SetupFileCorruptOrWrongVer=सेटअप फ़ाइलें खराब हैं, या सेटअप के इस संस्करण के साथ नहीं चलतीं। कृपया समस्या ठीक करें या प्रोग्राम की नई प्रति लें।
InvalidParameter=कमांड लाइन पर एक अमान्य पैरामीटर दिया गया:%n%n%1
SetupAlreadyRunning=सेटअप पहले से चल रहा है।
WindowsVersionNotSupported=यह प्रोग्राम आपके कंप्यूटर पर चल रहे Windows संस्करण का समर्थन नहीं करता।
WindowsServicePackRequired=इस प्रोग्राम को %1 सर्विस पैक %2 या बाद का चाहिए।
NotOnThisPlatform=यह प्रोग्राम %1 पर नहीं चलेगा।
OnlyOnThisPlatform=यह प्रोग्राम %1 पर ही चलाया जाना चाहिए।
OnlyOnTheseArchitectures=यह प्रोग्राम केवल इन प्रोसेसर आर्किटेक्चर के लिए बने Windows संस्करणों पर इंस्टॉल हो सकता है:%n%n%1
WinVersionTooLowError=इस प्रोग्राम को %1 संस्करण %2 या बाद का चाहिए।
WinVersionTooHighError=यह प्रोग्राम %1 संस्करण %2 या बाद के पर इंस्टॉल नहीं हो सकता।
AdminPrivilegesRequired=यह प्रोग्राम इंस्टॉल करने के लिए आपको व्यवस्थापक के रूप में लॉग इन होना चाहिए।
PowerUserPrivilegesRequired=यह प्रोग्राम इंस्टॉल करने के लिए आपको व्यवस्थापक या Power Users समूह के सदस्य के रूप में लॉग इन होना चाहिए।
SetupAppRunningError=सेटअप ने पाया कि %1 अभी चल रहा है।%n%nकृपया इसे अभी पूरी तरह बंद करें, फिर जारी रखने के लिए ठीक या बाहर निकलने के लिए रद्द करें क्लिक करें।
UninstallAppRunningError=अनइंस्टॉल ने पाया कि %1 अभी चल रहा है।%n%nकृपया इसे अभी पूरी तरह बंद करें, फिर जारी रखने के लिए ठीक या बाहर निकलने के लिए रद्द करें क्लिक करें।

; *** Startup questions
PrivilegesRequiredOverrideTitle=सेटअप इंस्टॉल मोड चुनें
PrivilegesRequiredOverrideInstruction=इंस्टॉल मोड चुनें
PrivilegesRequiredOverrideText1=%1 सभी उपयोगकर्ताओं के लिए (व्यवस्थापक अधिकार चाहिए) या केवल आपके लिए इंस्टॉल हो सकता है।
PrivilegesRequiredOverrideText2=%1 केवल आपके लिए या सभी उपयोगकर्ताओं के लिए (व्यवस्थापक अधिकार चाहिए) इंस्टॉल हो सकता है।
PrivilegesRequiredOverrideAllUsers=&सभी उपयोगकर्ताओं के लिए इंस्टॉल करें
PrivilegesRequiredOverrideAllUsersRecommended=&सभी उपयोगकर्ताओं के लिए इंस्टॉल करें (सुझाया गया)
PrivilegesRequiredOverrideCurrentUser=&केवल मेरे लिए इंस्टॉल करें
PrivilegesRequiredOverrideCurrentUserRecommended=&केवल मेरे लिए इंस्टॉल करें (सुझाया गया)

; *** Misc. errors
ErrorCreatingDir=सेटअप फ़ोल्डर "%1" नहीं बना सका
ErrorTooManyFilesInDir=फ़ोल्डर "%1" में फ़ाइल नहीं बनाई जा सकी क्योंकि उसमें बहुत अधिक फ़ाइलें हैं

; *** Setup common messages
ExitSetupTitle=सेटअप से बाहर निकलें
ExitSetupMessage=सेटअप पूरा नहीं हुआ है। अभी बाहर निकलने पर प्रोग्राम इंस्टॉल नहीं होगा।%n%nइंस्टॉलेशन पूरा करने के लिए आप बाद में सेटअप फिर से चला सकते हैं।%n%nसेटअप से बाहर निकलें?
AboutSetupMenuItem=सेटअप के &बारे में...
AboutSetupTitle=सेटअप के बारे में
AboutSetupMessage=%1 संस्करण %2%n%3%n%n%1 होम पेज:%n%4
AboutSetupNote=
TranslatorNote=

; *** Buttons
ButtonBack=< &पीछे
ButtonNext=&आगे >
ButtonInstall=&इंस्टॉल करें
ButtonOK=ठीक
ButtonCancel=रद्द करें
ButtonYes=&हाँ
ButtonYesToAll=&सभी के लिए हाँ
ButtonNo=&नहीं
ButtonNoToAll=स&भी के लिए नहीं
ButtonFinish=&समाप्त
ButtonBrowse=&ब्राउज़ करें...
ButtonWizardBrowse=ब्रा&उज़ करें...
ButtonNewFolder=&नया फ़ोल्डर बनाएँ

; *** "Select Language" dialog messages
SelectLanguageTitle=सेटअप की भाषा चुनें
SelectLanguageLabel=इंस्टॉलेशन के दौरान उपयोग की जाने वाली भाषा चुनें।

; *** Common wizard text
ClickNext=जारी रखने के लिए आगे क्लिक करें, या सेटअप से बाहर निकलने के लिए रद्द करें।
BeveledLabel=
BrowseDialogTitle=फ़ोल्डर ब्राउज़ करें
BrowseDialogLabel=नीचे की सूची में एक फ़ोल्डर चुनें, फिर ठीक क्लिक करें।
NewFolderName=नया फ़ोल्डर

; *** "Welcome" wizard page
WelcomeLabel1=[name] सेटअप विज़ार्ड में आपका स्वागत है
WelcomeLabel2=यह आपके कंप्यूटर पर [name/ver] इंस्टॉल करेगा।%n%nजारी रखने से पहले बाकी सभी ऐप्लिकेशन बंद करने का सुझाव दिया जाता है।

; *** "Password" wizard page
WizardPassword=पासवर्ड
PasswordLabel1=यह इंस्टॉलेशन पासवर्ड से सुरक्षित है।
PasswordLabel3=कृपया पासवर्ड दें, फिर जारी रखने के लिए आगे क्लिक करें। पासवर्ड में छोटे-बड़े अक्षरों का अंतर मायने रखता है।
PasswordEditLabel=&पासवर्ड:
IncorrectPassword=आपका दिया पासवर्ड सही नहीं है। कृपया फिर से कोशिश करें।

; *** "License Agreement" wizard page
WizardLicense=लाइसेंस अनुबंध
LicenseLabel=जारी रखने से पहले कृपया नीचे दी गई महत्वपूर्ण जानकारी पढ़ें।
LicenseLabel3=कृपया नीचे दिया गया लाइसेंस अनुबंध पढ़ें। इंस्टॉलेशन जारी रखने से पहले आपको इस अनुबंध की शर्तें स्वीकार करनी होंगी।
LicenseAccepted=मैं अनुबंध &स्वीकार करता/करती हूँ
LicenseNotAccepted=मैं अनुबंध स्वीकार &नहीं करता/करती

; *** "Information" wizard pages
WizardInfoBefore=जानकारी
InfoBeforeLabel=जारी रखने से पहले कृपया नीचे दी गई महत्वपूर्ण जानकारी पढ़ें।
InfoBeforeClickLabel=जब आप सेटअप जारी रखने को तैयार हों, तो आगे क्लिक करें।
WizardInfoAfter=जानकारी
InfoAfterLabel=जारी रखने से पहले कृपया नीचे दी गई महत्वपूर्ण जानकारी पढ़ें।
InfoAfterClickLabel=जब आप सेटअप जारी रखने को तैयार हों, तो आगे क्लिक करें।

; *** "User Information" wizard page
WizardUserInfo=उपयोगकर्ता जानकारी
UserInfoDesc=कृपया अपनी जानकारी दर्ज करें।
UserInfoName=&उपयोगकर्ता नाम:
UserInfoOrg=&संगठन:
UserInfoSerial=&सीरियल नंबर:
UserInfoNameRequired=आपको एक नाम दर्ज करना होगा।

; *** "Select Destination Location" wizard page
WizardSelectDir=इंस्टॉल करने का स्थान चुनें
SelectDirDesc=[name] कहाँ इंस्टॉल किया जाए?
SelectDirLabel3=सेटअप [name] को नीचे दिए फ़ोल्डर में इंस्टॉल करेगा।
SelectDirBrowseLabel=जारी रखने के लिए आगे क्लिक करें। कोई दूसरा फ़ोल्डर चुनना हो तो ब्राउज़ करें क्लिक करें।
DiskSpaceGBLabel=कम से कम [gb] GB खाली डिस्क स्थान चाहिए।
DiskSpaceMBLabel=कम से कम [mb] MB खाली डिस्क स्थान चाहिए।
CannotInstallToNetworkDrive=सेटअप नेटवर्क ड्राइव पर इंस्टॉल नहीं कर सकता।
CannotInstallToUNCPath=सेटअप UNC पथ पर इंस्टॉल नहीं कर सकता।
InvalidPath=आपको ड्राइव अक्षर के साथ पूरा पथ देना होगा; उदाहरण:%n%nC:\APP%n%nया इस रूप में UNC पथ:%n%n\\server\share
InvalidDrive=आपकी चुनी ड्राइव या UNC शेयर मौजूद नहीं है या उस तक पहुँच नहीं है। कृपया कोई और चुनें।
DiskSpaceWarningTitle=डिस्क में पर्याप्त स्थान नहीं
DiskSpaceWarning=इंस्टॉल करने के लिए सेटअप को कम से कम %1 KB खाली स्थान चाहिए, पर चुनी गई ड्राइव में केवल %2 KB उपलब्ध है।%n%nक्या आप फिर भी जारी रखना चाहते हैं?
DirNameTooLong=फ़ोल्डर का नाम या पथ बहुत लंबा है।
InvalidDirName=फ़ोल्डर का नाम मान्य नहीं है।
BadDirName32=फ़ोल्डर के नाम में इनमें से कोई वर्ण नहीं हो सकता:%n%n%1
DirExistsTitle=फ़ोल्डर मौजूद है
DirExists=फ़ोल्डर:%n%n%1%n%nपहले से मौजूद है। क्या आप फिर भी उसी फ़ोल्डर में इंस्टॉल करना चाहते हैं?
DirDoesntExistTitle=फ़ोल्डर मौजूद नहीं है
DirDoesntExist=फ़ोल्डर:%n%n%1%n%nमौजूद नहीं है। क्या फ़ोल्डर बनाया जाए?

; *** "Select Components" wizard page
WizardSelectComponents=घटक चुनें
SelectComponentsDesc=कौन से घटक इंस्टॉल किए जाएँ?
SelectComponentsLabel2=जो घटक इंस्टॉल करने हैं उन्हें चुनें; जो नहीं करने उन्हें हटा दें। तैयार होने पर आगे क्लिक करें।
FullInstallation=पूरा इंस्टॉलेशन
CompactInstallation=संक्षिप्त इंस्टॉलेशन
CustomInstallation=अपनी पसंद का इंस्टॉलेशन
NoUninstallWarningTitle=घटक मौजूद हैं
NoUninstallWarning=सेटअप ने पाया कि ये घटक आपके कंप्यूटर पर पहले से इंस्टॉल हैं:%n%n%1%n%nइन्हें अचयनित करने से ये अनइंस्टॉल नहीं होंगे।%n%nक्या आप फिर भी जारी रखना चाहते हैं?
ComponentSize1=%1 KB
ComponentSize2=%1 MB
ComponentsDiskSpaceGBLabel=वर्तमान चयन के लिए कम से कम [gb] GB डिस्क स्थान चाहिए।
ComponentsDiskSpaceMBLabel=वर्तमान चयन के लिए कम से कम [mb] MB डिस्क स्थान चाहिए।

; *** "Select Additional Tasks" wizard page
WizardSelectTasks=अतिरिक्त कार्य चुनें
SelectTasksDesc=कौन से अतिरिक्त कार्य किए जाएँ?
SelectTasksLabel2=[name] इंस्टॉल करते समय सेटअप जो अतिरिक्त कार्य करे, उन्हें चुनें, फिर आगे क्लिक करें।

; *** "Select Start Menu Folder" wizard page
WizardSelectProgramGroup=स्टार्ट मेनू फ़ोल्डर चुनें
SelectStartMenuFolderDesc=सेटअप प्रोग्राम के शॉर्टकट कहाँ रखे?
SelectStartMenuFolderLabel3=सेटअप प्रोग्राम के शॉर्टकट नीचे दिए स्टार्ट मेनू फ़ोल्डर में बनाएगा।
SelectStartMenuFolderBrowseLabel=जारी रखने के लिए आगे क्लिक करें। कोई दूसरा फ़ोल्डर चुनना हो तो ब्राउज़ करें क्लिक करें।
MustEnterGroupName=आपको फ़ोल्डर का नाम दर्ज करना होगा।
GroupNameTooLong=फ़ोल्डर का नाम या पथ बहुत लंबा है।
InvalidGroupName=फ़ोल्डर का नाम मान्य नहीं है।
BadGroupName=फ़ोल्डर के नाम में इनमें से कोई वर्ण नहीं हो सकता:%n%n%1
NoProgramGroupCheck2=स्टार्ट मेनू फ़ोल्डर &न बनाएँ

; *** "Ready to Install" wizard page
WizardReady=इंस्टॉल करने को तैयार
ReadyLabel1=सेटअप अब आपके कंप्यूटर पर [name] इंस्टॉल करना शुरू करने को तैयार है।
ReadyLabel2a=इंस्टॉलेशन जारी रखने के लिए इंस्टॉल करें क्लिक करें, या कोई सेटिंग देखनी या बदलनी हो तो पीछे क्लिक करें।
ReadyLabel2b=इंस्टॉलेशन जारी रखने के लिए इंस्टॉल करें क्लिक करें।
ReadyMemoUserInfo=उपयोगकर्ता जानकारी:
ReadyMemoDir=इंस्टॉल करने का स्थान:
ReadyMemoType=सेटअप का प्रकार:
ReadyMemoComponents=चुने गए घटक:
ReadyMemoGroup=स्टार्ट मेनू फ़ोल्डर:
ReadyMemoTasks=अतिरिक्त कार्य:

; *** TDownloadWizardPage wizard page and DownloadTemporaryFile
DownloadingLabel=अतिरिक्त फ़ाइलें डाउनलोड हो रही हैं...
ButtonStopDownload=डाउनलोड &रोकें
StopDownload=क्या आप सच में डाउनलोड रोकना चाहते हैं?
ErrorDownloadAborted=डाउनलोड रोक दिया गया
ErrorDownloadFailed=डाउनलोड विफल: %1 %2
ErrorDownloadSizeFailed=आकार पता नहीं चल सका: %1 %2
ErrorFileHash1=फ़ाइल हैश विफल: %1
ErrorFileHash2=अमान्य फ़ाइल हैश: अपेक्षित %1, मिला %2
ErrorProgress=अमान्य प्रगति: %2 में से %1
ErrorFileSize=अमान्य फ़ाइल आकार: अपेक्षित %1, मिला %2

; *** "Preparing to Install" wizard page
WizardPreparing=इंस्टॉल करने की तैयारी
PreparingDesc=सेटअप आपके कंप्यूटर पर [name] इंस्टॉल करने की तैयारी कर रहा है।
PreviousInstallNotCompleted=पिछले प्रोग्राम का इंस्टॉलेशन या हटाना पूरा नहीं हुआ। उसे पूरा करने के लिए आपको कंप्यूटर फिर से चालू करना होगा।%n%nकंप्यूटर फिर से चालू करने के बाद [name] का इंस्टॉलेशन पूरा करने के लिए सेटअप फिर से चलाएँ।
CannotContinue=सेटअप जारी नहीं रह सकता। बाहर निकलने के लिए कृपया रद्द करें क्लिक करें।
ApplicationsFound=ये ऐप्लिकेशन ऐसी फ़ाइलें उपयोग कर रहे हैं जिन्हें सेटअप को अपडेट करना है। सुझाव है कि सेटअप को इन ऐप्लिकेशन को अपने आप बंद करने दें।
ApplicationsFound2=ये ऐप्लिकेशन ऐसी फ़ाइलें उपयोग कर रहे हैं जिन्हें सेटअप को अपडेट करना है। सुझाव है कि सेटअप को इन ऐप्लिकेशन को अपने आप बंद करने दें। इंस्टॉलेशन पूरा होने के बाद सेटअप इन्हें फिर से शुरू करने की कोशिश करेगा।
CloseApplications=ऐप्लिकेशन &अपने आप बंद करें
DontCloseApplications=ऐप्लिकेशन बंद &न करें
ErrorCloseApplications=सेटअप सभी ऐप्लिकेशन अपने आप बंद नहीं कर सका। जारी रखने से पहले उन सभी ऐप्लिकेशन को बंद करने का सुझाव है जो सेटअप द्वारा अपडेट की जाने वाली फ़ाइलें उपयोग कर रहे हैं।
PrepareToInstallNeedsRestart=सेटअप को आपका कंप्यूटर फिर से चालू करना होगा। कंप्यूटर फिर से चालू करने के बाद [name] का इंस्टॉलेशन पूरा करने के लिए सेटअप फिर से चलाएँ।%n%nक्या अभी फिर से चालू करना चाहते हैं?

; *** "Installing" wizard page
WizardInstalling=इंस्टॉल हो रहा है
InstallingLabel=कृपया प्रतीक्षा करें, सेटअप आपके कंप्यूटर पर [name] इंस्टॉल कर रहा है।

; *** "Setup Completed" wizard page
FinishedHeadingLabel=[name] सेटअप विज़ार्ड पूरा हो रहा है
FinishedLabelNoIcons=सेटअप ने आपके कंप्यूटर पर [name] इंस्टॉल कर दिया है।
FinishedLabel=सेटअप ने आपके कंप्यूटर पर [name] इंस्टॉल कर दिया है। ऐप्लिकेशन इंस्टॉल किए गए शॉर्टकट से शुरू किया जा सकता है।
ClickFinish=सेटअप से बाहर निकलने के लिए समाप्त क्लिक करें।
FinishedRestartLabel=[name] का इंस्टॉलेशन पूरा करने के लिए सेटअप को आपका कंप्यूटर फिर से चालू करना होगा। क्या अभी फिर से चालू करना चाहते हैं?
FinishedRestartMessage=[name] का इंस्टॉलेशन पूरा करने के लिए सेटअप को आपका कंप्यूटर फिर से चालू करना होगा।%n%nक्या अभी फिर से चालू करना चाहते हैं?
ShowReadmeCheck=हाँ, मैं README फ़ाइल देखना चाहता/चाहती हूँ
YesRadio=&हाँ, कंप्यूटर अभी फिर से चालू करें
NoRadio=&नहीं, मैं कंप्यूटर बाद में फिर से चालू करूँगा/करूँगी
RunEntryExec=%1 चलाएँ
RunEntryShellExec=%1 देखें

; *** "Setup Needs the Next Disk" stuff
ChangeDiskTitle=सेटअप को अगली डिस्क चाहिए
SelectDiskLabel2=कृपया डिस्क %1 डालें और ठीक क्लिक करें।%n%nयदि इस डिस्क की फ़ाइलें नीचे दिखाए फ़ोल्डर के अलावा किसी और फ़ोल्डर में हैं, तो सही पथ दर्ज करें या ब्राउज़ करें क्लिक करें।
PathLabel=&पथ:
FileNotInDir2=फ़ाइल "%1" "%2" में नहीं मिली। कृपया सही डिस्क डालें या कोई और फ़ोल्डर चुनें।
SelectDirectoryLabel=कृपया अगली डिस्क का स्थान बताएँ।

; *** Installation phase messages
SetupAborted=सेटअप पूरा नहीं हुआ।%n%nकृपया समस्या ठीक करें और सेटअप फिर से चलाएँ।
AbortRetryIgnoreSelectAction=कार्रवाई चुनें
AbortRetryIgnoreRetry=&फिर से कोशिश करें
AbortRetryIgnoreIgnore=त्रुटि को &अनदेखा करके जारी रखें
AbortRetryIgnoreCancel=इंस्टॉलेशन रद्द करें

; *** Installation status messages
StatusClosingApplications=ऐप्लिकेशन बंद हो रहे हैं...
StatusCreateDirs=फ़ोल्डर बन रहे हैं...
StatusExtractFiles=फ़ाइलें निकाली जा रही हैं...
StatusCreateIcons=शॉर्टकट बन रहे हैं...
StatusCreateIniEntries=INI प्रविष्टियाँ बन रही हैं...
StatusCreateRegistryEntries=रजिस्ट्री प्रविष्टियाँ बन रही हैं...
StatusRegisterFiles=फ़ाइलें पंजीकृत हो रही हैं...
StatusSavingUninstall=अनइंस्टॉल की जानकारी सहेजी जा रही है...
StatusRunProgram=इंस्टॉलेशन पूरा हो रहा है...
StatusRestartingApplications=ऐप्लिकेशन फिर से शुरू हो रहे हैं...
StatusRollback=बदलाव वापस लिए जा रहे हैं...

; *** Misc. errors
ErrorInternal2=आंतरिक त्रुटि: %1
ErrorFunctionFailedNoCode=%1 विफल रहा
ErrorFunctionFailed=%1 विफल रहा; कोड %2
ErrorFunctionFailedWithMessage=%1 विफल रहा; कोड %2.%n%3
ErrorExecutingProgram=फ़ाइल नहीं चलाई जा सकी:%n%1

; *** Registry errors
ErrorRegOpenKey=रजिस्ट्री कुंजी खोलने में त्रुटि:%n%1\%2
ErrorRegCreateKey=रजिस्ट्री कुंजी बनाने में त्रुटि:%n%1\%2
ErrorRegWriteKey=रजिस्ट्री कुंजी में लिखने में त्रुटि:%n%1\%2

; *** INI errors
ErrorIniEntry=फ़ाइल "%1" में INI प्रविष्टि बनाने में त्रुटि।

; *** File copying errors
FileAbortRetryIgnoreSkipNotRecommended=यह फ़ाइल &छोड़ें (सुझाया नहीं जाता)
FileAbortRetryIgnoreIgnoreNotRecommended=त्रुटि को &अनदेखा करके जारी रखें (सुझाया नहीं जाता)
SourceIsCorrupted=स्रोत फ़ाइल खराब है
SourceDoesntExist=स्रोत फ़ाइल "%1" मौजूद नहीं है
ExistingFileReadOnly2=मौजूदा फ़ाइल बदली नहीं जा सकी क्योंकि वह केवल-पढ़ने योग्य है।
ExistingFileReadOnlyRetry=केवल-पढ़ने की विशेषता &हटाकर फिर से कोशिश करें
ExistingFileReadOnlyKeepExisting=मौजूदा फ़ाइल &रखें
ErrorReadingExistingDest=मौजूदा फ़ाइल पढ़ते समय त्रुटि हुई:
FileExistsSelectAction=कार्रवाई चुनें
FileExists2=फ़ाइल पहले से मौजूद है।
FileExistsOverwriteExisting=मौजूदा फ़ाइल को &बदल दें
FileExistsKeepExisting=मौजूदा फ़ाइल &रखें
FileExistsOverwriteOrKeepAll=अगले टकरावों के लिए &भी यही करें
ExistingFileNewerSelectAction=कार्रवाई चुनें
ExistingFileNewer2=मौजूदा फ़ाइल उस फ़ाइल से नई है जिसे सेटअप इंस्टॉल करना चाहता है।
ExistingFileNewerOverwriteExisting=मौजूदा फ़ाइल को &बदल दें
ExistingFileNewerKeepExisting=मौजूदा फ़ाइल &रखें (सुझाया गया)
ExistingFileNewerOverwriteOrKeepAll=अगले टकरावों के लिए &भी यही करें
ErrorChangingAttr=मौजूदा फ़ाइल की विशेषताएँ बदलते समय त्रुटि हुई:
ErrorCreatingTemp=गंतव्य फ़ोल्डर में फ़ाइल बनाते समय त्रुटि हुई:
ErrorReadingSource=स्रोत फ़ाइल पढ़ते समय त्रुटि हुई:
ErrorCopying=फ़ाइल कॉपी करते समय त्रुटि हुई:
ErrorReplacingExistingFile=मौजूदा फ़ाइल बदलते समय त्रुटि हुई:
ErrorRestartReplace=RestartReplace विफल रहा:
ErrorRenamingTemp=गंतव्य फ़ोल्डर में फ़ाइल का नाम बदलते समय त्रुटि हुई:
ErrorRegisterServer=DLL/OCX पंजीकृत नहीं हो सका: %1
ErrorRegSvr32Failed=RegSvr32 निकास कोड %1 के साथ विफल रहा
ErrorRegisterTypeLib=टाइप लाइब्रेरी पंजीकृत नहीं हो सकी: %1

; *** Uninstall display name markings
UninstallDisplayNameMark=%1 (%2)
UninstallDisplayNameMarks=%1 (%2, %3)
UninstallDisplayNameMark32Bit=32-बिट
UninstallDisplayNameMark64Bit=64-बिट
UninstallDisplayNameMarkAllUsers=सभी उपयोगकर्ता
UninstallDisplayNameMarkCurrentUser=वर्तमान उपयोगकर्ता

; *** Post-installation errors
ErrorOpeningReadme=README फ़ाइल खोलते समय त्रुटि हुई।
ErrorRestartingComputer=सेटअप कंप्यूटर फिर से चालू नहीं कर सका। कृपया इसे स्वयं करें।

; *** Uninstaller messages
UninstallNotFound=फ़ाइल "%1" मौजूद नहीं है। अनइंस्टॉल नहीं हो सकता।
UninstallOpenError=फ़ाइल "%1" खोली नहीं जा सकी। अनइंस्टॉल नहीं हो सकता
UninstallUnsupportedVer=अनइंस्टॉल लॉग फ़ाइल "%1" ऐसे प्रारूप में है जिसे अनइंस्टॉलर का यह संस्करण नहीं पहचानता। अनइंस्टॉल नहीं हो सकता
UninstallUnknownEntry=अनइंस्टॉल लॉग में एक अज्ञात प्रविष्टि (%1) मिली
ConfirmUninstall=क्या आप सच में %1 और उसके सभी घटक पूरी तरह हटाना चाहते हैं?
UninstallOnlyOnWin64=यह इंस्टॉलेशन केवल 64-बिट Windows पर अनइंस्टॉल हो सकता है।
OnlyAdminCanUninstall=यह इंस्टॉलेशन केवल व्यवस्थापक अधिकार वाला उपयोगकर्ता अनइंस्टॉल कर सकता है।
UninstallStatusLabel=कृपया प्रतीक्षा करें, %1 आपके कंप्यूटर से हटाया जा रहा है।
UninstalledAll=%1 आपके कंप्यूटर से सफलतापूर्वक हटा दिया गया।
UninstalledMost=%1 का अनइंस्टॉल पूरा हुआ।%n%nकुछ चीज़ें हटाई नहीं जा सकीं। उन्हें आप स्वयं हटा सकते हैं।
UninstalledAndNeedsRestart=%1 का अनइंस्टॉल पूरा करने के लिए आपका कंप्यूटर फिर से चालू करना होगा।%n%nक्या अभी फिर से चालू करना चाहते हैं?
UninstallDataCorrupted=फ़ाइल "%1" खराब है। अनइंस्टॉल नहीं हो सकता

; *** Uninstallation phase messages
ConfirmDeleteSharedFileTitle=साझा फ़ाइल हटाएँ?
ConfirmDeleteSharedFile2=सिस्टम के अनुसार यह साझा फ़ाइल अब किसी प्रोग्राम के उपयोग में नहीं है। क्या अनइंस्टॉल इस साझा फ़ाइल को हटा दे?%n%nयदि कोई प्रोग्राम अब भी इस फ़ाइल का उपयोग करता है और इसे हटा दिया गया, तो वह प्रोग्राम ठीक से काम नहीं कर सकता। यदि आपको पक्का नहीं पता, तो नहीं चुनें। फ़ाइल को सिस्टम पर रहने देने से कोई नुकसान नहीं होगा।
SharedFileNameLabel=फ़ाइल का नाम:
SharedFileLocationLabel=स्थान:
WizardUninstalling=अनइंस्टॉल की स्थिति
StatusUninstalling=%1 अनइंस्टॉल हो रहा है...

; *** Shutdown block reasons
ShutdownBlockReasonInstallingApp=%1 इंस्टॉल हो रहा है।
ShutdownBlockReasonUninstallingApp=%1 अनइंस्टॉल हो रहा है।

[CustomMessages]

NameAndVersion=%1 संस्करण %2
AdditionalIcons=अतिरिक्त शॉर्टकट:
CreateDesktopIcon=&डेस्कटॉप शॉर्टकट बनाएँ
CreateQuickLaunchIcon=&क्विक लॉन्च शॉर्टकट बनाएँ
ProgramOnTheWeb=वेब पर %1
UninstallProgram=%1 अनइंस्टॉल करें
LaunchProgram=%1 शुरू करें
AssocFileExtension=%1 को &%2 फ़ाइल एक्सटेंशन से जोड़ें
AssocingFileExtension=%1 को %2 फ़ाइल एक्सटेंशन से जोड़ा जा रहा है...
AutoStartProgramGroupDescription=स्टार्टअप:
AutoStartProgram=%1 अपने आप शुरू करें
AddonHostProgramNotFound=आपके चुने फ़ोल्डर में %1 नहीं मिला।%n%nक्या आप फिर भी जारी रखना चाहते हैं?
