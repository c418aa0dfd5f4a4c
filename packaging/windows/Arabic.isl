; *** Inno Setup 6.1.0+ messages in Arabic, for the Yukon Solitaire installer ***
; Every key of Inno Setup's English Default.isl, translated.

[LangOptions]
LanguageName=العربية
LanguageID=$0401
LanguageCodePage=0
RightToLeft=yes

[Messages]

; *** Application titles
SetupAppTitle=الإعداد
SetupWindowTitle=الإعداد - %1
UninstallAppTitle=إلغاء التثبيت
UninstallAppFullTitle=إلغاء تثبيت %1

; *** Misc. common
InformationTitle=معلومات
ConfirmTitle=تأكيد
ErrorTitle=خطأ

; *** SetupLdr messages
SetupLdrStartupMessage=سيُثبَّت %1. هل تريد المتابعة؟
LdrCannotCreateTemp=تعذّر إنشاء ملف مؤقت. أُوقف الإعداد
LdrCannotExecTemp=تعذّر تشغيل ملف في المجلد المؤقت. أُوقف الإعداد
HelpTextNote=

; *** Startup error messages
LastErrorMessage=%1.%n%nالخطأ %2: %3
SetupFileMissing=الملف %1 غير موجود في مجلد التثبيت. يُرجى إصلاح المشكلة أو الحصول على نسخة جديدة من البرنامج.
SetupFileCorrupt=ملفات الإعداد تالفة. يُرجى الحصول على نسخة جديدة من البرنامج.
SetupFileCorruptOrWrongVer=ملفات الإعداد تالفة، أو لا تتوافق مع هذا الإصدار من الإعداد. يُرجى إصلاح المشكلة أو الحصول على نسخة جديدة من البرنامج.
InvalidParameter=مُرِّرت معلمة غير صالحة في سطر الأوامر:%n%n%1
SetupAlreadyRunning=الإعداد قيد التشغيل بالفعل.
WindowsVersionNotSupported=لا يدعم هذا البرنامج إصدار Windows الذي يعمل عليه حاسوبك.
WindowsServicePackRequired=يتطلب هذا البرنامج %1 حزمة الخدمة %2 أو أحدث.
NotOnThisPlatform=لن يعمل هذا البرنامج على %1.
OnlyOnThisPlatform=يجب تشغيل هذا البرنامج على %1.
OnlyOnTheseArchitectures=لا يمكن تثبيت هذا البرنامج إلا على إصدارات Windows المصممة لبُنى المعالجات التالية:%n%n%1
WinVersionTooLowError=يتطلب هذا البرنامج %1 الإصدار %2 أو أحدث.
WinVersionTooHighError=لا يمكن تثبيت هذا البرنامج على %1 الإصدار %2 أو أحدث.
AdminPrivilegesRequired=يجب أن تسجّل الدخول بصفتك مسؤولًا لتثبيت هذا البرنامج.
PowerUserPrivilegesRequired=يجب أن تسجّل الدخول بصفتك مسؤولًا أو عضوًا في مجموعة Power Users لتثبيت هذا البرنامج.
SetupAppRunningError=اكتشف الإعداد أن %1 قيد التشغيل حاليًا.%n%nيُرجى إغلاق كل نوافذه الآن، ثم النقر على موافق للمتابعة، أو إلغاء للخروج.
UninstallAppRunningError=اكتشف إلغاء التثبيت أن %1 قيد التشغيل حاليًا.%n%nيُرجى إغلاق كل نوافذه الآن، ثم النقر على موافق للمتابعة، أو إلغاء للخروج.

; *** Startup questions
PrivilegesRequiredOverrideTitle=اختيار وضع التثبيت
PrivilegesRequiredOverrideInstruction=اختر وضع التثبيت
PrivilegesRequiredOverrideText1=يمكن تثبيت %1 لكل المستخدمين (يتطلب صلاحيات المسؤول)، أو لك وحدك.
PrivilegesRequiredOverrideText2=يمكن تثبيت %1 لك وحدك، أو لكل المستخدمين (يتطلب صلاحيات المسؤول).
PrivilegesRequiredOverrideAllUsers=التثبيت لكل ال&مستخدمين
PrivilegesRequiredOverrideAllUsersRecommended=التثبيت لكل ال&مستخدمين (مستحسن)
PrivilegesRequiredOverrideCurrentUser=التثبيت لي &وحدي
PrivilegesRequiredOverrideCurrentUserRecommended=التثبيت لي &وحدي (مستحسن)

; *** Misc. errors
ErrorCreatingDir=تعذّر على الإعداد إنشاء المجلد "%1"
ErrorTooManyFilesInDir=تعذّر إنشاء ملف في المجلد "%1" لأنه يحتوي على عدد كبير جدًا من الملفات

; *** Setup common messages
ExitSetupTitle=الخروج من الإعداد
ExitSetupMessage=لم يكتمل الإعداد. إذا خرجت الآن فلن يُثبَّت البرنامج.%n%nيمكنك تشغيل الإعداد مرة أخرى لاحقًا لإكمال التثبيت.%n%nهل تريد الخروج من الإعداد؟
AboutSetupMenuItem=&حول الإعداد...
AboutSetupTitle=حول الإعداد
AboutSetupMessage=%1 الإصدار %2%n%3%n%nالصفحة الرئيسية لـ %1:%n%4
AboutSetupNote=
TranslatorNote=

; *** Buttons
ButtonBack=< ال&سابق
ButtonNext=ال&تالي >
ButtonInstall=&تثبيت
ButtonOK=موافق
ButtonCancel=إلغاء
ButtonYes=&نعم
ButtonYesToAll=نعم لل&كل
ButtonNo=&لا
ButtonNoToAll=لا لل&كل
ButtonFinish=إ&نهاء
ButtonBrowse=&استعراض...
ButtonWizardBrowse=ا&ستعراض...
ButtonNewFolder=إنشاء مجلد &جديد

; *** "Select Language" dialog messages
SelectLanguageTitle=اختيار لغة الإعداد
SelectLanguageLabel=اختر اللغة التي تريد استخدامها أثناء التثبيت.

; *** Common wizard text
ClickNext=انقر على التالي للمتابعة، أو إلغاء للخروج من الإعداد.
BeveledLabel=
BrowseDialogTitle=استعراض المجلدات
BrowseDialogLabel=اختر مجلدًا من القائمة أدناه، ثم انقر على موافق.
NewFolderName=مجلد جديد

; *** "Welcome" wizard page
WelcomeLabel1=مرحبًا بك في معالج إعداد [name]
WelcomeLabel2=سيُثبَّت [name/ver] على حاسوبك.%n%nيُستحسن إغلاق كل التطبيقات الأخرى قبل المتابعة.

; *** "Password" wizard page
WizardPassword=كلمة المرور
PasswordLabel1=هذا التثبيت محمي بكلمة مرور.
PasswordLabel3=يُرجى إدخال كلمة المرور، ثم النقر على التالي للمتابعة. كلمات المرور حساسة لحالة الأحرف.
PasswordEditLabel=&كلمة المرور:
IncorrectPassword=كلمة المرور التي أدخلتها غير صحيحة. يُرجى المحاولة مرة أخرى.

; *** "License Agreement" wizard page
WizardLicense=اتفاقية الترخيص
LicenseLabel=يُرجى قراءة المعلومات المهمة التالية قبل المتابعة.
LicenseLabel3=يُرجى قراءة اتفاقية الترخيص التالية. يجب أن تقبل شروط هذه الاتفاقية قبل متابعة التثبيت.
LicenseAccepted=أ&قبل الاتفاقية
LicenseNotAccepted=لا أ&قبل الاتفاقية

; *** "Information" wizard pages
WizardInfoBefore=معلومات
InfoBeforeLabel=يُرجى قراءة المعلومات المهمة التالية قبل المتابعة.
InfoBeforeClickLabel=عندما تكون مستعدًا لمتابعة الإعداد، انقر على التالي.
WizardInfoAfter=معلومات
InfoAfterLabel=يُرجى قراءة المعلومات المهمة التالية قبل المتابعة.
InfoAfterClickLabel=عندما تكون مستعدًا لمتابعة الإعداد، انقر على التالي.

; *** "User Information" wizard page
WizardUserInfo=معلومات المستخدم
UserInfoDesc=يُرجى إدخال معلوماتك.
UserInfoName=اسم ال&مستخدم:
UserInfoOrg=ال&مؤسسة:
UserInfoSerial=ال&رقم التسلسلي:
UserInfoNameRequired=يجب إدخال اسم.

; *** "Select Destination Location" wizard page
WizardSelectDir=اختيار موقع التثبيت
SelectDirDesc=أين يجب تثبيت [name]؟
SelectDirLabel3=سيثبّت الإعداد [name] في المجلد التالي.
SelectDirBrowseLabel=للمتابعة انقر على التالي. إذا أردت اختيار مجلد آخر فانقر على استعراض.
DiskSpaceGBLabel=يلزم [gb] غيغابايت على الأقل من المساحة الحرة على القرص.
DiskSpaceMBLabel=يلزم [mb] ميغابايت على الأقل من المساحة الحرة على القرص.
CannotInstallToNetworkDrive=لا يمكن للإعداد التثبيت على محرك أقراص شبكي.
CannotInstallToUNCPath=لا يمكن للإعداد التثبيت في مسار UNC.
InvalidPath=يجب إدخال مسار كامل مع حرف محرك الأقراص؛ مثلًا:%n%nC:\APP%n%nأو مسار UNC بالشكل:%n%n\\server\share
InvalidDrive=محرك الأقراص أو مشاركة UNC التي اخترتها غير موجودة أو لا يمكن الوصول إليها. يُرجى اختيار غيرها.
DiskSpaceWarningTitle=المساحة على القرص غير كافية
DiskSpaceWarning=يتطلب الإعداد %1 كيلوبايت على الأقل من المساحة الحرة للتثبيت، لكن المتاح على محرك الأقراص المختار %2 كيلوبايت فقط.%n%nهل تريد المتابعة رغم ذلك؟
DirNameTooLong=اسم المجلد أو المسار طويل جدًا.
InvalidDirName=اسم المجلد غير صالح.
BadDirName32=لا يمكن أن يحتوي اسم المجلد على أي من الأحرف التالية:%n%n%1
DirExistsTitle=المجلد موجود
DirExists=المجلد:%n%n%1%n%nموجود بالفعل. هل تريد التثبيت في هذا المجلد رغم ذلك؟
DirDoesntExistTitle=المجلد غير موجود
DirDoesntExist=المجلد:%n%n%1%n%nغير موجود. هل تريد إنشاءه؟

; *** "Select Components" wizard page
WizardSelectComponents=اختيار المكونات
SelectComponentsDesc=ما المكونات التي يجب تثبيتها؟
SelectComponentsLabel2=اختر المكونات التي تريد تثبيتها، وألغِ اختيار التي لا تريدها. انقر على التالي عندما تكون مستعدًا للمتابعة.
FullInstallation=تثبيت كامل
CompactInstallation=تثبيت مختصر
CustomInstallation=تثبيت مخصص
NoUninstallWarningTitle=المكونات موجودة
NoUninstallWarning=اكتشف الإعداد أن المكونات التالية مثبّتة بالفعل على حاسوبك:%n%n%1%n%nإلغاء اختيار هذه المكونات لن يزيل تثبيتها.%n%nهل تريد المتابعة رغم ذلك؟
ComponentSize1=%1 كيلوبايت
ComponentSize2=%1 ميغابايت
ComponentsDiskSpaceGBLabel=يتطلب الاختيار الحالي [gb] غيغابايت على الأقل من المساحة على القرص.
ComponentsDiskSpaceMBLabel=يتطلب الاختيار الحالي [mb] ميغابايت على الأقل من المساحة على القرص.

; *** "Select Additional Tasks" wizard page
WizardSelectTasks=اختيار المهام الإضافية
SelectTasksDesc=ما المهام الإضافية التي يجب تنفيذها؟
SelectTasksLabel2=اختر المهام الإضافية التي تريد أن ينفّذها الإعداد أثناء تثبيت [name]، ثم انقر على التالي.

; *** "Select Start Menu Folder" wizard page
WizardSelectProgramGroup=اختيار مجلد قائمة ابدأ
SelectStartMenuFolderDesc=أين يجب أن يضع الإعداد اختصارات البرنامج؟
SelectStartMenuFolderLabel3=سينشئ الإعداد اختصارات البرنامج في مجلد قائمة ابدأ التالي.
SelectStartMenuFolderBrowseLabel=للمتابعة انقر على التالي. إذا أردت اختيار مجلد آخر فانقر على استعراض.
MustEnterGroupName=يجب إدخال اسم مجلد.
GroupNameTooLong=اسم المجلد أو المسار طويل جدًا.
InvalidGroupName=اسم المجلد غير صالح.
BadGroupName=لا يمكن أن يحتوي اسم المجلد على أي من الأحرف التالية:%n%n%1
NoProgramGroupCheck2=&عدم إنشاء مجلد في قائمة ابدأ

; *** "Ready to Install" wizard page
WizardReady=جاهز للتثبيت
ReadyLabel1=الإعداد جاهز الآن لبدء تثبيت [name] على حاسوبك.
ReadyLabel2a=انقر على تثبيت لمتابعة التثبيت، أو انقر على السابق إذا أردت مراجعة أي إعدادات أو تغييرها.
ReadyLabel2b=انقر على تثبيت لمتابعة التثبيت.
ReadyMemoUserInfo=معلومات المستخدم:
ReadyMemoDir=موقع التثبيت:
ReadyMemoType=نوع الإعداد:
ReadyMemoComponents=المكونات المختارة:
ReadyMemoGroup=مجلد قائمة ابدأ:
ReadyMemoTasks=المهام الإضافية:

; *** TDownloadWizardPage wizard page and DownloadTemporaryFile
DownloadingLabel=جارٍ تنزيل ملفات إضافية...
ButtonStopDownload=إ&يقاف التنزيل
StopDownload=هل تريد حقًا إيقاف التنزيل؟
ErrorDownloadAborted=أُوقف التنزيل
ErrorDownloadFailed=فشل التنزيل: %1 %2
ErrorDownloadSizeFailed=تعذّر معرفة الحجم: %1 %2
ErrorFileHash1=فشل التحقق من تجزئة الملف: %1
ErrorFileHash2=تجزئة الملف غير صالحة: المتوقع %1، والموجود %2
ErrorProgress=تقدّم غير صالح: %1 من %2
ErrorFileSize=حجم الملف غير صالح: المتوقع %1، والموجود %2

; *** "Preparing to Install" wizard page
WizardPreparing=التحضير للتثبيت
PreparingDesc=يحضّر الإعداد لتثبيت [name] على حاسوبك.
PreviousInstallNotCompleted=لم يكتمل تثبيت برنامج سابق أو إزالته. يجب إعادة تشغيل حاسوبك لإكماله.%n%nبعد إعادة تشغيل الحاسوب، شغّل الإعداد مرة أخرى لإكمال تثبيت [name].
CannotContinue=لا يمكن للإعداد المتابعة. يُرجى النقر على إلغاء للخروج.
ApplicationsFound=التطبيقات التالية تستخدم ملفات يحتاج الإعداد إلى تحديثها. يُستحسن أن تسمح للإعداد بإغلاق هذه التطبيقات تلقائيًا.
ApplicationsFound2=التطبيقات التالية تستخدم ملفات يحتاج الإعداد إلى تحديثها. يُستحسن أن تسمح للإعداد بإغلاق هذه التطبيقات تلقائيًا. بعد اكتمال التثبيت، سيحاول الإعداد إعادة تشغيلها.
CloseApplications=إغلاق التطبيقات &تلقائيًا
DontCloseApplications=&عدم إغلاق التطبيقات
ErrorCloseApplications=تعذّر على الإعداد إغلاق كل التطبيقات تلقائيًا. يُستحسن إغلاق كل التطبيقات التي تستخدم ملفات يحتاج الإعداد إلى تحديثها قبل المتابعة.
PrepareToInstallNeedsRestart=يجب أن يعيد الإعداد تشغيل حاسوبك. بعد إعادة تشغيل الحاسوب، شغّل الإعداد مرة أخرى لإكمال تثبيت [name].%n%nهل تريد إعادة التشغيل الآن؟

; *** "Installing" wizard page
WizardInstalling=جارٍ التثبيت
InstallingLabel=يُرجى الانتظار بينما يثبّت الإعداد [name] على حاسوبك.

; *** "Setup Completed" wizard page
FinishedHeadingLabel=إكمال معالج إعداد [name]
FinishedLabelNoIcons=أنهى الإعداد تثبيت [name] على حاسوبك.
FinishedLabel=أنهى الإعداد تثبيت [name] على حاسوبك. يمكن تشغيل التطبيق من الاختصارات المثبّتة.
ClickFinish=انقر على إنهاء للخروج من الإعداد.
FinishedRestartLabel=لإكمال تثبيت [name]، يجب أن يعيد الإعداد تشغيل حاسوبك. هل تريد إعادة التشغيل الآن؟
FinishedRestartMessage=لإكمال تثبيت [name]، يجب أن يعيد الإعداد تشغيل حاسوبك.%n%nهل تريد إعادة التشغيل الآن؟
ShowReadmeCheck=نعم، أريد عرض ملف README
YesRadio=&نعم، أعد تشغيل الحاسوب الآن
NoRadio=&لا، سأعيد تشغيل الحاسوب لاحقًا
RunEntryExec=تشغيل %1
RunEntryShellExec=عرض %1

; *** "Setup Needs the Next Disk" stuff
ChangeDiskTitle=يحتاج الإعداد إلى القرص التالي
SelectDiskLabel2=يُرجى إدخال القرص %1 والنقر على موافق.%n%nإذا كانت ملفات هذا القرص في مجلد غير المعروض أدناه، فأدخل المسار الصحيح أو انقر على استعراض.
PathLabel=ال&مسار:
FileNotInDir2=تعذّر العثور على الملف "%1" في "%2". يُرجى إدخال القرص الصحيح أو اختيار مجلد آخر.
SelectDirectoryLabel=يُرجى تحديد موقع القرص التالي.

; *** Installation phase messages
SetupAborted=لم يكتمل الإعداد.%n%nيُرجى إصلاح المشكلة وتشغيل الإعداد مرة أخرى.
AbortRetryIgnoreSelectAction=اختر إجراءً
AbortRetryIgnoreRetry=إعادة ال&محاولة
AbortRetryIgnoreIgnore=&تجاهل الخطأ والمتابعة
AbortRetryIgnoreCancel=إلغاء التثبيت

; *** Installation status messages
StatusClosingApplications=جارٍ إغلاق التطبيقات...
StatusCreateDirs=جارٍ إنشاء المجلدات...
StatusExtractFiles=جارٍ استخراج الملفات...
StatusCreateIcons=جارٍ إنشاء الاختصارات...
StatusCreateIniEntries=جارٍ إنشاء إدخالات INI...
StatusCreateRegistryEntries=جارٍ إنشاء إدخالات السجل...
StatusRegisterFiles=جارٍ تسجيل الملفات...
StatusSavingUninstall=جارٍ حفظ معلومات إلغاء التثبيت...
StatusRunProgram=جارٍ إنهاء التثبيت...
StatusRestartingApplications=جارٍ إعادة تشغيل التطبيقات...
StatusRollback=جارٍ التراجع عن التغييرات...

; *** Misc. errors
ErrorInternal2=خطأ داخلي: %1
ErrorFunctionFailedNoCode=فشل %1
ErrorFunctionFailed=فشل %1؛ الرمز %2
ErrorFunctionFailedWithMessage=فشل %1؛ الرمز %2.%n%3
ErrorExecutingProgram=تعذّر تشغيل الملف:%n%1

; *** Registry errors
ErrorRegOpenKey=خطأ في فتح مفتاح السجل:%n%1\%2
ErrorRegCreateKey=خطأ في إنشاء مفتاح السجل:%n%1\%2
ErrorRegWriteKey=خطأ في الكتابة إلى مفتاح السجل:%n%1\%2

; *** INI errors
ErrorIniEntry=خطأ في إنشاء إدخال INI في الملف "%1".

; *** File copying errors
FileAbortRetryIgnoreSkipNotRecommended=&تخطي هذا الملف (غير مستحسن)
FileAbortRetryIgnoreIgnoreNotRecommended=ت&جاهل الخطأ والمتابعة (غير مستحسن)
SourceIsCorrupted=الملف المصدر تالف
SourceDoesntExist=الملف المصدر "%1" غير موجود
ExistingFileReadOnly2=تعذّر استبدال الملف الموجود لأنه للقراءة فقط.
ExistingFileReadOnlyRetry=إ&زالة سمة القراءة فقط وإعادة المحاولة
ExistingFileReadOnlyKeepExisting=الإ&بقاء على الملف الموجود
ErrorReadingExistingDest=حدث خطأ أثناء قراءة الملف الموجود:
FileExistsSelectAction=اختر إجراءً
FileExists2=الملف موجود بالفعل.
FileExistsOverwriteExisting=ا&ستبدال الملف الموجود
FileExistsKeepExisting=الإ&بقاء على الملف الموجود
FileExistsOverwriteOrKeepAll=تطبيق هذا على التعارضات ال&تالية
ExistingFileNewerSelectAction=اختر إجراءً
ExistingFileNewer2=الملف الموجود أحدث من الملف الذي يحاول الإعداد تثبيته.
ExistingFileNewerOverwriteExisting=ا&ستبدال الملف الموجود
ExistingFileNewerKeepExisting=الإ&بقاء على الملف الموجود (مستحسن)
ExistingFileNewerOverwriteOrKeepAll=تطبيق هذا على التعارضات ال&تالية
ErrorChangingAttr=حدث خطأ أثناء تغيير سمات الملف الموجود:
ErrorCreatingTemp=حدث خطأ أثناء إنشاء ملف في مجلد الوجهة:
ErrorReadingSource=حدث خطأ أثناء قراءة الملف المصدر:
ErrorCopying=حدث خطأ أثناء نسخ ملف:
ErrorReplacingExistingFile=حدث خطأ أثناء استبدال الملف الموجود:
ErrorRestartReplace=فشل RestartReplace:
ErrorRenamingTemp=حدث خطأ أثناء إعادة تسمية ملف في مجلد الوجهة:
ErrorRegisterServer=تعذّر تسجيل DLL/OCX: %1
ErrorRegSvr32Failed=فشل RegSvr32 برمز الخروج %1
ErrorRegisterTypeLib=تعذّر تسجيل مكتبة الأنواع: %1

; *** Uninstall display name markings
UninstallDisplayNameMark=%1 (%2)
UninstallDisplayNameMarks=%1 (%2، %3)
UninstallDisplayNameMark32Bit=32 بت
UninstallDisplayNameMark64Bit=64 بت
UninstallDisplayNameMarkAllUsers=كل المستخدمين
UninstallDisplayNameMarkCurrentUser=المستخدم الحالي

; *** Post-installation errors
ErrorOpeningReadme=حدث خطأ أثناء فتح ملف README.
ErrorRestartingComputer=تعذّر على الإعداد إعادة تشغيل الحاسوب. يُرجى القيام بذلك يدويًا.

; *** Uninstaller messages
UninstallNotFound=الملف "%1" غير موجود. لا يمكن إلغاء التثبيت.
UninstallOpenError=تعذّر فتح الملف "%1". لا يمكن إلغاء التثبيت
UninstallUnsupportedVer=ملف سجل إلغاء التثبيت "%1" بتنسيق لا يتعرّف عليه هذا الإصدار من برنامج إلغاء التثبيت. لا يمكن إلغاء التثبيت
UninstallUnknownEntry=وُجد إدخال غير معروف (%1) في سجل إلغاء التثبيت
ConfirmUninstall=هل تريد حقًا إزالة %1 وكل مكوناته إزالة كاملة؟
UninstallOnlyOnWin64=لا يمكن إلغاء هذا التثبيت إلا على Windows 64 بت.
OnlyAdminCanUninstall=لا يمكن إلغاء هذا التثبيت إلا لمستخدم لديه صلاحيات المسؤول.
UninstallStatusLabel=يُرجى الانتظار بينما تجري إزالة %1 من حاسوبك.
UninstalledAll=أُزيل %1 من حاسوبك بنجاح.
UninstalledMost=اكتمل إلغاء تثبيت %1.%n%nتعذّرت إزالة بعض العناصر. يمكنك إزالتها يدويًا.
UninstalledAndNeedsRestart=لإكمال إلغاء تثبيت %1، يجب إعادة تشغيل حاسوبك.%n%nهل تريد إعادة التشغيل الآن؟
UninstallDataCorrupted=الملف "%1" تالف. لا يمكن إلغاء التثبيت

; *** Uninstallation phase messages
ConfirmDeleteSharedFileTitle=حذف الملف المشترك؟
ConfirmDeleteSharedFile2=يشير النظام إلى أن الملف المشترك التالي لم يعد مستخدمًا من أي برنامج. هل تريد أن يحذف إلغاء التثبيت هذا الملف المشترك؟%n%nإذا كانت بعض البرامج لا تزال تستخدم هذا الملف وحُذف، فقد لا تعمل كما ينبغي. إذا لم تكن متأكدًا فاختر لا. لن يضر بقاء الملف على نظامك.
SharedFileNameLabel=اسم الملف:
SharedFileLocationLabel=الموقع:
WizardUninstalling=حالة إلغاء التثبيت
StatusUninstalling=جارٍ إلغاء تثبيت %1...

; *** Shutdown block reasons
ShutdownBlockReasonInstallingApp=جارٍ تثبيت %1.
ShutdownBlockReasonUninstallingApp=جارٍ إلغاء تثبيت %1.

[CustomMessages]

NameAndVersion=%1 الإصدار %2
AdditionalIcons=اختصارات إضافية:
CreateDesktopIcon=إنشاء اختصار على &سطح المكتب
CreateQuickLaunchIcon=إنشاء اختصار في &التشغيل السريع
ProgramOnTheWeb=%1 على الويب
UninstallProgram=إلغاء تثبيت %1
LaunchProgram=تشغيل %1
AssocFileExtension=&ربط %1 بامتداد الملفات %2
AssocingFileExtension=جارٍ ربط %1 بامتداد الملفات %2...
AutoStartProgramGroupDescription=بدء التشغيل:
AutoStartProgram=تشغيل %1 تلقائيًا
AddonHostProgramNotFound=تعذّر العثور على %1 في المجلد الذي اخترته.%n%nهل تريد المتابعة رغم ذلك؟
