; *** Inno Setup 6.1.0+ messages in Persian (Farsi), for the Yukon Solitaire installer ***
; Every key of Inno Setup's English Default.isl, translated.

[LangOptions]
LanguageName=فارسی
LanguageID=$0429
LanguageCodePage=0
RightToLeft=yes

[Messages]

; *** Application titles
SetupAppTitle=نصب
SetupWindowTitle=نصب - %1
UninstallAppTitle=حذف نصب
UninstallAppFullTitle=حذف نصب %1

; *** Misc. common
InformationTitle=اطلاعات
ConfirmTitle=تأیید
ErrorTitle=خطا

; *** SetupLdr messages
SetupLdrStartupMessage=با این کار %1 نصب می‌شود. می‌خواهید ادامه دهید؟
LdrCannotCreateTemp=ساختن پروندهٔ موقت ممکن نشد. نصب متوقف شد
LdrCannotExecTemp=اجرای پرونده در پوشهٔ موقت ممکن نشد. نصب متوقف شد
HelpTextNote=

; *** Startup error messages
LastErrorMessage=%1.%n%nخطای %2: %3
SetupFileMissing=پروندهٔ %1 در پوشهٔ نصب پیدا نشد. لطفاً مشکل را برطرف کنید یا نسخهٔ تازه‌ای از برنامه بگیرید.
SetupFileCorrupt=پرونده‌های نصب آسیب دیده‌اند. لطفاً نسخهٔ تازه‌ای از برنامه بگیرید.
SetupFileCorruptOrWrongVer=پرونده‌های نصب آسیب دیده‌اند یا با این نسخه از برنامهٔ نصب سازگار نیستند. لطفاً مشکل را برطرف کنید یا نسخهٔ تازه‌ای از برنامه بگیرید.
InvalidParameter=پارامتر نامعتبری در خط فرمان داده شد:%n%n%1
SetupAlreadyRunning=برنامهٔ نصب از قبل در حال اجراست.
WindowsVersionNotSupported=این برنامه از نسخهٔ Windows رایانهٔ شما پشتیبانی نمی‌کند.
WindowsServicePackRequired=این برنامه به %1 سرویس‌پک %2 یا جدیدتر نیاز دارد.
NotOnThisPlatform=این برنامه روی %1 اجرا نمی‌شود.
OnlyOnThisPlatform=این برنامه باید روی %1 اجرا شود.
OnlyOnTheseArchitectures=این برنامه فقط روی نسخه‌هایی از Windows نصب می‌شود که برای این معماری‌های پردازنده طراحی شده‌اند:%n%n%1
WinVersionTooLowError=این برنامه به %1 نسخهٔ %2 یا جدیدتر نیاز دارد.
WinVersionTooHighError=این برنامه را نمی‌توان روی %1 نسخهٔ %2 یا جدیدتر نصب کرد.
AdminPrivilegesRequired=برای نصب این برنامه باید به‌عنوان مدیر سیستم وارد شده باشید.
PowerUserPrivilegesRequired=برای نصب این برنامه باید به‌عنوان مدیر سیستم یا عضو گروه Power Users وارد شده باشید.
SetupAppRunningError=برنامهٔ نصب تشخیص داده که %1 هم‌اکنون در حال اجراست.%n%nلطفاً اکنون همهٔ پنجره‌های آن را ببندید، سپس برای ادامه روی تأیید یا برای خروج روی انصراف کلیک کنید.
UninstallAppRunningError=برنامهٔ حذف نصب تشخیص داده که %1 هم‌اکنون در حال اجراست.%n%nلطفاً اکنون همهٔ پنجره‌های آن را ببندید، سپس برای ادامه روی تأیید یا برای خروج روی انصراف کلیک کنید.

; *** Startup questions
PrivilegesRequiredOverrideTitle=انتخاب حالت نصب
PrivilegesRequiredOverrideInstruction=حالت نصب را انتخاب کنید
PrivilegesRequiredOverrideText1=%1 را می‌توان برای همهٔ کاربران (نیازمند دسترسی مدیر سیستم) یا فقط برای شما نصب کرد.
PrivilegesRequiredOverrideText2=%1 را می‌توان فقط برای شما یا برای همهٔ کاربران (نیازمند دسترسی مدیر سیستم) نصب کرد.
PrivilegesRequiredOverrideAllUsers=نصب برای &همهٔ کاربران
PrivilegesRequiredOverrideAllUsersRecommended=نصب برای &همهٔ کاربران (پیشنهادی)
PrivilegesRequiredOverrideCurrentUser=نصب فقط برای &من
PrivilegesRequiredOverrideCurrentUserRecommended=نصب فقط برای &من (پیشنهادی)

; *** Misc. errors
ErrorCreatingDir=برنامهٔ نصب نتوانست پوشهٔ «%1» را بسازد
ErrorTooManyFilesInDir=ساختن پرونده در پوشهٔ «%1» ممکن نشد، چون تعداد پرونده‌های آن بیش از حد است

; *** Setup common messages
ExitSetupTitle=خروج از نصب
ExitSetupMessage=نصب کامل نشده است. اگر اکنون خارج شوید، برنامه نصب نمی‌شود.%n%nمی‌توانید برنامهٔ نصب را بعداً دوباره اجرا کنید تا نصب کامل شود.%n%nاز نصب خارج می‌شوید؟
AboutSetupMenuItem=&دربارهٔ برنامهٔ نصب...
AboutSetupTitle=دربارهٔ برنامهٔ نصب
AboutSetupMessage=%1 نسخهٔ %2%n%3%n%nصفحهٔ خانگی %1:%n%4
AboutSetupNote=
TranslatorNote=

; *** Buttons
ButtonBack=< &قبلی
ButtonNext=&بعدی >
ButtonInstall=&نصب
ButtonOK=تأیید
ButtonCancel=انصراف
ButtonYes=&بله
ButtonYesToAll=بله برای &همه
ButtonNo=&نه
ButtonNoToAll=نه برای ه&مه
ButtonFinish=&پایان
ButtonBrowse=&مرور...
ButtonWizardBrowse=م&رور...
ButtonNewFolder=ساختن پوشهٔ &تازه

; *** "Select Language" dialog messages
SelectLanguageTitle=انتخاب زبان نصب
SelectLanguageLabel=زبانی را که می‌خواهید هنگام نصب به کار رود انتخاب کنید.

; *** Common wizard text
ClickNext=برای ادامه روی بعدی، یا برای خروج از نصب روی انصراف کلیک کنید.
BeveledLabel=
BrowseDialogTitle=مرور پوشه‌ها
BrowseDialogLabel=پوشه‌ای را از فهرست زیر انتخاب کنید، سپس روی تأیید کلیک کنید.
NewFolderName=پوشهٔ تازه

; *** "Welcome" wizard page
WelcomeLabel1=به راهنمای نصب [name] خوش آمدید
WelcomeLabel2=با این کار [name/ver] روی رایانهٔ شما نصب می‌شود.%n%nپیشنهاد می‌شود پیش از ادامه، همهٔ برنامه‌های دیگر را ببندید.

; *** "Password" wizard page
WizardPassword=گذرواژه
PasswordLabel1=این نصب با گذرواژه محافظت شده است.
PasswordLabel3=لطفاً گذرواژه را وارد کنید، سپس برای ادامه روی بعدی کلیک کنید. در گذرواژه‌ها حروف بزرگ و کوچک فرق دارند.
PasswordEditLabel=&گذرواژه:
IncorrectPassword=گذرواژه‌ای که وارد کردید درست نیست. لطفاً دوباره تلاش کنید.

; *** "License Agreement" wizard page
WizardLicense=توافق‌نامهٔ مجوز
LicenseLabel=لطفاً پیش از ادامه، اطلاعات مهم زیر را بخوانید.
LicenseLabel3=لطفاً توافق‌نامهٔ مجوز زیر را بخوانید. پیش از ادامهٔ نصب باید شرایط این توافق‌نامه را بپذیرید.
LicenseAccepted=توافق‌نامه را &می‌پذیرم
LicenseNotAccepted=توافق‌نامه را &نمی‌پذیرم

; *** "Information" wizard pages
WizardInfoBefore=اطلاعات
InfoBeforeLabel=لطفاً پیش از ادامه، اطلاعات مهم زیر را بخوانید.
InfoBeforeClickLabel=هر وقت برای ادامهٔ نصب آماده بودید، روی بعدی کلیک کنید.
WizardInfoAfter=اطلاعات
InfoAfterLabel=لطفاً پیش از ادامه، اطلاعات مهم زیر را بخوانید.
InfoAfterClickLabel=هر وقت برای ادامهٔ نصب آماده بودید، روی بعدی کلیک کنید.

; *** "User Information" wizard page
WizardUserInfo=اطلاعات کاربر
UserInfoDesc=لطفاً اطلاعات خود را وارد کنید.
UserInfoName=نام &کاربر:
UserInfoOrg=&سازمان:
UserInfoSerial=&شمارهٔ سریال:
UserInfoNameRequired=باید نامی وارد کنید.

; *** "Select Destination Location" wizard page
WizardSelectDir=انتخاب محل نصب
SelectDirDesc=[name] کجا نصب شود؟
SelectDirLabel3=برنامهٔ نصب، [name] را در پوشهٔ زیر نصب می‌کند.
SelectDirBrowseLabel=برای ادامه روی بعدی کلیک کنید. اگر می‌خواهید پوشهٔ دیگری انتخاب کنید، روی مرور کلیک کنید.
DiskSpaceGBLabel=دست‌کم [gb] گیگابایت فضای خالی دیسک لازم است.
DiskSpaceMBLabel=دست‌کم [mb] مگابایت فضای خالی دیسک لازم است.
CannotInstallToNetworkDrive=برنامهٔ نصب نمی‌تواند روی درایو شبکه نصب کند.
CannotInstallToUNCPath=برنامهٔ نصب نمی‌تواند در مسیر UNC نصب کند.
InvalidPath=باید مسیر کامل را همراه حرف درایو وارد کنید؛ برای نمونه:%n%nC:\APP%n%nیا یک مسیر UNC به این شکل:%n%n\\server\share
InvalidDrive=درایو یا اشتراک UNC که انتخاب کردید وجود ندارد یا در دسترس نیست. لطفاً مورد دیگری انتخاب کنید.
DiskSpaceWarningTitle=فضای دیسک کافی نیست
DiskSpaceWarning=برنامهٔ نصب دست‌کم به %1 کیلوبایت فضای خالی نیاز دارد، اما درایو انتخاب‌شده فقط %2 کیلوبایت فضای خالی دارد.%n%nبا این حال ادامه می‌دهید؟
DirNameTooLong=نام پوشه یا مسیر بیش از حد طولانی است.
InvalidDirName=نام پوشه معتبر نیست.
BadDirName32=نام پوشه نمی‌تواند هیچ‌یک از این نویسه‌ها را داشته باشد:%n%n%1
DirExistsTitle=پوشه وجود دارد
DirExists=پوشه:%n%n%1%n%nاز قبل وجود دارد. با این حال می‌خواهید در همین پوشه نصب کنید؟
DirDoesntExistTitle=پوشه وجود ندارد
DirDoesntExist=پوشه:%n%n%1%n%nوجود ندارد. می‌خواهید ساخته شود؟

; *** "Select Components" wizard page
WizardSelectComponents=انتخاب اجزا
SelectComponentsDesc=کدام اجزا نصب شوند؟
SelectComponentsLabel2=اجزایی را که می‌خواهید نصب شوند انتخاب کنید و تیک اجزایی را که نمی‌خواهید بردارید. هر وقت برای ادامه آماده بودید، روی بعدی کلیک کنید.
FullInstallation=نصب کامل
CompactInstallation=نصب فشرده
CustomInstallation=نصب سفارشی
NoUninstallWarningTitle=اجزا وجود دارند
NoUninstallWarning=برنامهٔ نصب تشخیص داده که اجزای زیر از قبل روی رایانهٔ شما نصب شده‌اند:%n%n%1%n%nبرداشتن تیک این اجزا آن‌ها را حذف نمی‌کند.%n%nبا این حال ادامه می‌دهید؟
ComponentSize1=%1 کیلوبایت
ComponentSize2=%1 مگابایت
ComponentsDiskSpaceGBLabel=انتخاب کنونی دست‌کم به [gb] گیگابایت فضای دیسک نیاز دارد.
ComponentsDiskSpaceMBLabel=انتخاب کنونی دست‌کم به [mb] مگابایت فضای دیسک نیاز دارد.

; *** "Select Additional Tasks" wizard page
WizardSelectTasks=انتخاب کارهای اضافی
SelectTasksDesc=کدام کارهای اضافی انجام شوند؟
SelectTasksLabel2=کارهای اضافی را که می‌خواهید برنامهٔ نصب هنگام نصب [name] انجام دهد انتخاب کنید، سپس روی بعدی کلیک کنید.

; *** "Select Start Menu Folder" wizard page
WizardSelectProgramGroup=انتخاب پوشهٔ منوی شروع
SelectStartMenuFolderDesc=برنامهٔ نصب میان‌برهای برنامه را کجا بگذارد؟
SelectStartMenuFolderLabel3=برنامهٔ نصب میان‌برهای برنامه را در این پوشه از منوی شروع می‌سازد.
SelectStartMenuFolderBrowseLabel=برای ادامه روی بعدی کلیک کنید. اگر می‌خواهید پوشهٔ دیگری انتخاب کنید، روی مرور کلیک کنید.
MustEnterGroupName=باید نام پوشه را وارد کنید.
GroupNameTooLong=نام پوشه یا مسیر بیش از حد طولانی است.
InvalidGroupName=نام پوشه معتبر نیست.
BadGroupName=نام پوشه نمی‌تواند هیچ‌یک از این نویسه‌ها را داشته باشد:%n%n%1
NoProgramGroupCheck2=پوشه‌ای در منوی شروع &ساخته نشود

; *** "Ready to Install" wizard page
WizardReady=آمادهٔ نصب
ReadyLabel1=برنامهٔ نصب اکنون آماده است تا نصب [name] را روی رایانهٔ شما آغاز کند.
ReadyLabel2a=برای ادامهٔ نصب روی نصب کلیک کنید، یا اگر می‌خواهید تنظیمات را مرور یا تغییر دهید، روی قبلی کلیک کنید.
ReadyLabel2b=برای ادامهٔ نصب روی نصب کلیک کنید.
ReadyMemoUserInfo=اطلاعات کاربر:
ReadyMemoDir=محل نصب:
ReadyMemoType=نوع نصب:
ReadyMemoComponents=اجزای انتخاب‌شده:
ReadyMemoGroup=پوشهٔ منوی شروع:
ReadyMemoTasks=کارهای اضافی:

; *** TDownloadWizardPage wizard page and DownloadTemporaryFile
DownloadingLabel=در حال بارگیری پرونده‌های اضافی...
ButtonStopDownload=&توقف بارگیری
StopDownload=واقعاً می‌خواهید بارگیری را متوقف کنید؟
ErrorDownloadAborted=بارگیری متوقف شد
ErrorDownloadFailed=بارگیری ناموفق بود: %1 %2
ErrorDownloadSizeFailed=گرفتن اندازه ناموفق بود: %1 %2
ErrorFileHash1=بررسی هش پرونده ناموفق بود: %1
ErrorFileHash2=هش پرونده نامعتبر است: انتظار می‌رفت %1، به دست آمد %2
ErrorProgress=پیشرفت نامعتبر: %1 از %2
ErrorFileSize=اندازهٔ پرونده نامعتبر است: انتظار می‌رفت %1، به دست آمد %2

; *** "Preparing to Install" wizard page
WizardPreparing=آماده‌سازی نصب
PreparingDesc=برنامهٔ نصب در حال آماده شدن برای نصب [name] روی رایانهٔ شماست.
PreviousInstallNotCompleted=نصب یا حذف یک برنامهٔ قبلی کامل نشده است. برای کامل شدن آن باید رایانه را دوباره راه‌اندازی کنید.%n%nپس از راه‌اندازی دوبارهٔ رایانه، برنامهٔ نصب را دوباره اجرا کنید تا نصب [name] کامل شود.
CannotContinue=برنامهٔ نصب نمی‌تواند ادامه دهد. لطفاً برای خروج روی انصراف کلیک کنید.
ApplicationsFound=برنامه‌های زیر از پرونده‌هایی استفاده می‌کنند که برنامهٔ نصب باید به‌روز کند. پیشنهاد می‌شود اجازه دهید برنامهٔ نصب این برنامه‌ها را خودکار ببندد.
ApplicationsFound2=برنامه‌های زیر از پرونده‌هایی استفاده می‌کنند که برنامهٔ نصب باید به‌روز کند. پیشنهاد می‌شود اجازه دهید برنامهٔ نصب این برنامه‌ها را خودکار ببندد. پس از پایان نصب، برنامهٔ نصب تلاش می‌کند آن‌ها را دوباره اجرا کند.
CloseApplications=برنامه‌ها &خودکار بسته شوند
DontCloseApplications=برنامه‌ها بسته &نشوند
ErrorCloseApplications=برنامهٔ نصب نتوانست همهٔ برنامه‌ها را خودکار ببندد. پیشنهاد می‌شود پیش از ادامه، همهٔ برنامه‌هایی را که از پرونده‌های نیازمند به‌روزرسانی استفاده می‌کنند ببندید.
PrepareToInstallNeedsRestart=برنامهٔ نصب باید رایانهٔ شما را دوباره راه‌اندازی کند. پس از راه‌اندازی دوبارهٔ رایانه، برنامهٔ نصب را دوباره اجرا کنید تا نصب [name] کامل شود.%n%nمی‌خواهید اکنون دوباره راه‌اندازی کنید؟

; *** "Installing" wizard page
WizardInstalling=در حال نصب
InstallingLabel=لطفاً صبر کنید تا برنامهٔ نصب، [name] را روی رایانهٔ شما نصب کند.

; *** "Setup Completed" wizard page
FinishedHeadingLabel=پایان راهنمای نصب [name]
FinishedLabelNoIcons=برنامهٔ نصب، نصب [name] را روی رایانهٔ شما به پایان رساند.
FinishedLabel=برنامهٔ نصب، نصب [name] را روی رایانهٔ شما به پایان رساند. برنامه را می‌توان با میان‌برهای نصب‌شده اجرا کرد.
ClickFinish=برای خروج از نصب روی پایان کلیک کنید.
FinishedRestartLabel=برای کامل شدن نصب [name]، برنامهٔ نصب باید رایانهٔ شما را دوباره راه‌اندازی کند. می‌خواهید اکنون دوباره راه‌اندازی کنید؟
FinishedRestartMessage=برای کامل شدن نصب [name]، برنامهٔ نصب باید رایانهٔ شما را دوباره راه‌اندازی کند.%n%nمی‌خواهید اکنون دوباره راه‌اندازی کنید؟
ShowReadmeCheck=بله، می‌خواهم پروندهٔ README را ببینم
YesRadio=&بله، رایانه اکنون دوباره راه‌اندازی شود
NoRadio=&نه، رایانه را بعداً دوباره راه‌اندازی می‌کنم
RunEntryExec=اجرای %1
RunEntryShellExec=نمایش %1

; *** "Setup Needs the Next Disk" stuff
ChangeDiskTitle=برنامهٔ نصب به دیسک بعدی نیاز دارد
SelectDiskLabel2=لطفاً دیسک %1 را وارد کنید و روی تأیید کلیک کنید.%n%nاگر پرونده‌های این دیسک در پوشه‌ای جز پوشهٔ نشان‌داده‌شده در زیر هستند، مسیر درست را وارد کنید یا روی مرور کلیک کنید.
PathLabel=&مسیر:
FileNotInDir2=پروندهٔ «%1» در «%2» پیدا نشد. لطفاً دیسک درست را وارد کنید یا پوشهٔ دیگری انتخاب کنید.
SelectDirectoryLabel=لطفاً محل دیسک بعدی را مشخص کنید.

; *** Installation phase messages
SetupAborted=نصب کامل نشد.%n%nلطفاً مشکل را برطرف کنید و برنامهٔ نصب را دوباره اجرا کنید.
AbortRetryIgnoreSelectAction=یک کار را انتخاب کنید
AbortRetryIgnoreRetry=&تلاش دوباره
AbortRetryIgnoreIgnore=&نادیده گرفتن خطا و ادامه
AbortRetryIgnoreCancel=لغو نصب

; *** Installation status messages
StatusClosingApplications=در حال بستن برنامه‌ها...
StatusCreateDirs=در حال ساختن پوشه‌ها...
StatusExtractFiles=در حال استخراج پرونده‌ها...
StatusCreateIcons=در حال ساختن میان‌برها...
StatusCreateIniEntries=در حال ساختن مدخل‌های INI...
StatusCreateRegistryEntries=در حال ساختن مدخل‌های رجیستری...
StatusRegisterFiles=در حال ثبت پرونده‌ها...
StatusSavingUninstall=در حال ذخیرهٔ اطلاعات حذف نصب...
StatusRunProgram=در حال پایان دادن به نصب...
StatusRestartingApplications=در حال اجرای دوبارهٔ برنامه‌ها...
StatusRollback=در حال برگرداندن تغییرات...

; *** Misc. errors
ErrorInternal2=خطای داخلی: %1
ErrorFunctionFailedNoCode=%1 ناموفق بود
ErrorFunctionFailed=%1 ناموفق بود؛ کد %2
ErrorFunctionFailedWithMessage=%1 ناموفق بود؛ کد %2.%n%3
ErrorExecutingProgram=اجرای این پرونده ممکن نشد:%n%1

; *** Registry errors
ErrorRegOpenKey=خطا در باز کردن کلید رجیستری:%n%1\%2
ErrorRegCreateKey=خطا در ساختن کلید رجیستری:%n%1\%2
ErrorRegWriteKey=خطا در نوشتن در کلید رجیستری:%n%1\%2

; *** INI errors
ErrorIniEntry=خطا در ساختن مدخل INI در پروندهٔ «%1».

; *** File copying errors
FileAbortRetryIgnoreSkipNotRecommended=&رد شدن از این پرونده (پیشنهاد نمی‌شود)
FileAbortRetryIgnoreIgnoreNotRecommended=&نادیده گرفتن خطا و ادامه (پیشنهاد نمی‌شود)
SourceIsCorrupted=پروندهٔ مبدأ آسیب دیده است
SourceDoesntExist=پروندهٔ مبدأ «%1» وجود ندارد
ExistingFileReadOnly2=جایگزین کردن پروندهٔ موجود ممکن نشد، چون فقط‌خواندنی است.
ExistingFileReadOnlyRetry=&برداشتن ویژگی فقط‌خواندنی و تلاش دوباره
ExistingFileReadOnlyKeepExisting=&نگه داشتن پروندهٔ موجود
ErrorReadingExistingDest=هنگام خواندن پروندهٔ موجود خطایی رخ داد:
FileExistsSelectAction=یک کار را انتخاب کنید
FileExists2=این پرونده از قبل وجود دارد.
FileExistsOverwriteExisting=&جایگزین کردن پروندهٔ موجود
FileExistsKeepExisting=&نگه داشتن پروندهٔ موجود
FileExistsOverwriteOrKeepAll=همین کار برای ناسازگاری‌های &بعدی هم انجام شود
ExistingFileNewerSelectAction=یک کار را انتخاب کنید
ExistingFileNewer2=پروندهٔ موجود از پرونده‌ای که برنامهٔ نصب می‌خواهد نصب کند جدیدتر است.
ExistingFileNewerOverwriteExisting=&جایگزین کردن پروندهٔ موجود
ExistingFileNewerKeepExisting=&نگه داشتن پروندهٔ موجود (پیشنهادی)
ExistingFileNewerOverwriteOrKeepAll=همین کار برای ناسازگاری‌های &بعدی هم انجام شود
ErrorChangingAttr=هنگام تغییر ویژگی‌های پروندهٔ موجود خطایی رخ داد:
ErrorCreatingTemp=هنگام ساختن پرونده در پوشهٔ مقصد خطایی رخ داد:
ErrorReadingSource=هنگام خواندن پروندهٔ مبدأ خطایی رخ داد:
ErrorCopying=هنگام کپی کردن پرونده خطایی رخ داد:
ErrorReplacingExistingFile=هنگام جایگزین کردن پروندهٔ موجود خطایی رخ داد:
ErrorRestartReplace=RestartReplace ناموفق بود:
ErrorRenamingTemp=هنگام تغییر نام پرونده‌ای در پوشهٔ مقصد خطایی رخ داد:
ErrorRegisterServer=ثبت DLL/OCX ممکن نشد: %1
ErrorRegSvr32Failed=RegSvr32 با کد خروج %1 ناموفق بود
ErrorRegisterTypeLib=ثبت کتابخانهٔ نوع ممکن نشد: %1

; *** Uninstall display name markings
UninstallDisplayNameMark=%1 (%2)
UninstallDisplayNameMarks=%1 (%2، %3)
UninstallDisplayNameMark32Bit=۳۲ بیتی
UninstallDisplayNameMark64Bit=۶۴ بیتی
UninstallDisplayNameMarkAllUsers=همهٔ کاربران
UninstallDisplayNameMarkCurrentUser=کاربر کنونی

; *** Post-installation errors
ErrorOpeningReadme=هنگام باز کردن پروندهٔ README خطایی رخ داد.
ErrorRestartingComputer=برنامهٔ نصب نتوانست رایانه را دوباره راه‌اندازی کند. لطفاً این کار را خودتان انجام دهید.

; *** Uninstaller messages
UninstallNotFound=پروندهٔ «%1» وجود ندارد. حذف نصب ممکن نیست.
UninstallOpenError=باز کردن پروندهٔ «%1» ممکن نشد. حذف نصب ممکن نیست
UninstallUnsupportedVer=قالب پروندهٔ گزارش حذف نصب «%1» برای این نسخه از برنامهٔ حذف نصب شناخته‌شده نیست. حذف نصب ممکن نیست
UninstallUnknownEntry=مدخل ناشناخته‌ای (%1) در گزارش حذف نصب پیدا شد
ConfirmUninstall=واقعاً می‌خواهید %1 و همهٔ اجزای آن را کاملاً حذف کنید؟
UninstallOnlyOnWin64=این برنامه را فقط روی Windows ۶۴ بیتی می‌توان حذف کرد.
OnlyAdminCanUninstall=این برنامه را فقط کاربری با دسترسی مدیر سیستم می‌تواند حذف کند.
UninstallStatusLabel=لطفاً صبر کنید تا %1 از رایانهٔ شما حذف شود.
UninstalledAll=%1 با موفقیت از رایانهٔ شما حذف شد.
UninstalledMost=حذف نصب %1 کامل شد.%n%nبرخی موارد حذف نشدند. می‌توانید آن‌ها را خودتان حذف کنید.
UninstalledAndNeedsRestart=برای کامل شدن حذف نصب %1، رایانهٔ شما باید دوباره راه‌اندازی شود.%n%nمی‌خواهید اکنون دوباره راه‌اندازی کنید؟
UninstallDataCorrupted=پروندهٔ «%1» آسیب دیده است. حذف نصب ممکن نیست

; *** Uninstallation phase messages
ConfirmDeleteSharedFileTitle=پروندهٔ مشترک حذف شود؟
ConfirmDeleteSharedFile2=سیستم نشان می‌دهد که پروندهٔ مشترک زیر دیگر در هیچ برنامه‌ای به کار نمی‌رود. می‌خواهید برنامهٔ حذف نصب این پروندهٔ مشترک را حذف کند؟%n%nاگر برنامه‌ای هنوز از این پرونده استفاده کند و پرونده حذف شود، آن برنامه ممکن است درست کار نکند. اگر مطمئن نیستید، نه را انتخاب کنید. ماندن این پرونده در سیستم شما آسیبی نمی‌زند.
SharedFileNameLabel=نام پرونده:
SharedFileLocationLabel=محل:
WizardUninstalling=وضعیت حذف نصب
StatusUninstalling=در حال حذف نصب %1...

; *** Shutdown block reasons
ShutdownBlockReasonInstallingApp=در حال نصب %1.
ShutdownBlockReasonUninstallingApp=در حال حذف نصب %1.

[CustomMessages]

NameAndVersion=%1 نسخهٔ %2
AdditionalIcons=میان‌برهای اضافی:
CreateDesktopIcon=ساختن میان‌بر روی &میز کار
CreateQuickLaunchIcon=ساختن میان‌بر در &اجرای سریع
ProgramOnTheWeb=%1 در وب
UninstallProgram=حذف نصب %1
LaunchProgram=اجرای %1
AssocFileExtension=&پیوند دادن %1 با پسوند پروندهٔ %2
AssocingFileExtension=در حال پیوند دادن %1 با پسوند پروندهٔ %2...
AutoStartProgramGroupDescription=راه‌اندازی:
AutoStartProgram=اجرای خودکار %1
AddonHostProgramNotFound=%1 در پوشه‌ای که انتخاب کردید پیدا نشد.%n%nبا این حال ادامه می‌دهید؟
