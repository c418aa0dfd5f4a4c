; *** Inno Setup 6.1.0+ messages in Bengali, for the Yukon Solitaire installer ***
; Every key of Inno Setup's English Default.isl, translated.

[LangOptions]
LanguageName=বাংলা
LanguageID=$0445
LanguageCodePage=0

[Messages]

; *** Application titles
SetupAppTitle=সেটআপ
SetupWindowTitle=সেটআপ - %1
UninstallAppTitle=আনইনস্টল
UninstallAppFullTitle=%1 আনইনস্টল

; *** Misc. common
InformationTitle=তথ্য
ConfirmTitle=নিশ্চিত করুন
ErrorTitle=ত্রুটি

; *** SetupLdr messages
SetupLdrStartupMessage=এটি %1 ইনস্টল করবে। আপনি কি চালিয়ে যেতে চান?
LdrCannotCreateTemp=অস্থায়ী ফাইল তৈরি করা যায়নি। সেটআপ বন্ধ করা হয়েছে
LdrCannotExecTemp=অস্থায়ী ফোল্ডারে ফাইল চালানো যায়নি। সেটআপ বন্ধ করা হয়েছে
HelpTextNote=

; *** Startup error messages
LastErrorMessage=%1.%n%nত্রুটি %2: %3
SetupFileMissing=ইনস্টলেশন ফোল্ডারে %1 ফাইলটি নেই। অনুগ্রহ করে সমস্যাটি ঠিক করুন বা প্রোগ্রামের একটি নতুন কপি নিন।
SetupFileCorrupt=সেটআপ ফাইলগুলো নষ্ট হয়ে গেছে। অনুগ্রহ করে প্রোগ্রামের একটি নতুন কপি নিন।
SetupFileCorruptOrWrongVer=সেটআপ ফাইলগুলো নষ্ট, বা সেটআপের এই সংস্করণের সঙ্গে মেলে না। অনুগ্রহ করে সমস্যাটি ঠিক করুন বা প্রোগ্রামের একটি নতুন কপি নিন।
InvalidParameter=কমান্ড লাইনে একটি অবৈধ প্যারামিটার দেওয়া হয়েছে:%n%n%1
SetupAlreadyRunning=সেটআপ আগে থেকেই চলছে।
WindowsVersionNotSupported=আপনার কম্পিউটারে চলা Windows সংস্করণটি এই প্রোগ্রাম সমর্থন করে না।
WindowsServicePackRequired=এই প্রোগ্রামের জন্য %1 সার্ভিস প্যাক %2 বা পরের সংস্করণ দরকার।
NotOnThisPlatform=এই প্রোগ্রাম %1-এ চলবে না।
OnlyOnThisPlatform=এই প্রোগ্রাম অবশ্যই %1-এ চালাতে হবে।
OnlyOnTheseArchitectures=এই প্রোগ্রাম কেবল এই প্রসেসর আর্কিটেকচারগুলোর জন্য তৈরি Windows সংস্করণে ইনস্টল করা যায়:%n%n%1
WinVersionTooLowError=এই প্রোগ্রামের জন্য %1 সংস্করণ %2 বা পরের সংস্করণ দরকার।
WinVersionTooHighError=এই প্রোগ্রাম %1 সংস্করণ %2 বা পরের সংস্করণে ইনস্টল করা যায় না।
AdminPrivilegesRequired=এই প্রোগ্রাম ইনস্টল করতে আপনাকে অ্যাডমিনিস্ট্রেটর হিসেবে লগ ইন করতে হবে।
PowerUserPrivilegesRequired=এই প্রোগ্রাম ইনস্টল করতে আপনাকে অ্যাডমিনিস্ট্রেটর বা Power Users গ্রুপের সদস্য হিসেবে লগ ইন করতে হবে।
SetupAppRunningError=সেটআপ দেখেছে যে %1 এখন চলছে।%n%nঅনুগ্রহ করে এখনই এর সব উইন্ডো বন্ধ করুন, তারপর চালিয়ে যেতে ঠিক আছে বা বেরিয়ে যেতে বাতিল ক্লিক করুন।
UninstallAppRunningError=আনইনস্টলার দেখেছে যে %1 এখন চলছে।%n%nঅনুগ্রহ করে এখনই এর সব উইন্ডো বন্ধ করুন, তারপর চালিয়ে যেতে ঠিক আছে বা বেরিয়ে যেতে বাতিল ক্লিক করুন।

; *** Startup questions
PrivilegesRequiredOverrideTitle=সেটআপের ইনস্টল মোড বেছে নিন
PrivilegesRequiredOverrideInstruction=ইনস্টল মোড বেছে নিন
PrivilegesRequiredOverrideText1=%1 সব ব্যবহারকারীর জন্য (অ্যাডমিনিস্ট্রেটরের অধিকার দরকার) বা কেবল আপনার জন্য ইনস্টল করা যায়।
PrivilegesRequiredOverrideText2=%1 কেবল আপনার জন্য বা সব ব্যবহারকারীর জন্য (অ্যাডমিনিস্ট্রেটরের অধিকার দরকার) ইনস্টল করা যায়।
PrivilegesRequiredOverrideAllUsers=সব ব্যবহারকারীর জন্য ইনস্টল (&A)
PrivilegesRequiredOverrideAllUsersRecommended=সব ব্যবহারকারীর জন্য ইনস্টল (&A) (প্রস্তাবিত)
PrivilegesRequiredOverrideCurrentUser=কেবল আমার জন্য ইনস্টল (&M)
PrivilegesRequiredOverrideCurrentUserRecommended=কেবল আমার জন্য ইনস্টল (&M) (প্রস্তাবিত)

; *** Misc. errors
ErrorCreatingDir=সেটআপ "%1" ফোল্ডারটি তৈরি করতে পারেনি
ErrorTooManyFilesInDir="%1" ফোল্ডারে ফাইল তৈরি করা যায়নি, কারণ এতে অনেক বেশি ফাইল আছে

; *** Setup common messages
ExitSetupTitle=সেটআপ থেকে বেরিয়ে যান
ExitSetupMessage=সেটআপ শেষ হয়নি। এখন বেরিয়ে গেলে প্রোগ্রামটি ইনস্টল হবে না।%n%nইনস্টলেশন শেষ করতে আপনি পরে আবার সেটআপ চালাতে পারেন।%n%nসেটআপ থেকে বেরিয়ে যাবেন?
AboutSetupMenuItem=সেটআপ সম্পর্কে (&A)...
AboutSetupTitle=সেটআপ সম্পর্কে
AboutSetupMessage=%1 সংস্করণ %2%n%3%n%n%1 হোম পেজ:%n%4
AboutSetupNote=
TranslatorNote=

; *** Buttons
ButtonBack=< পেছনে (&B)
ButtonNext=পরবর্তী (&N) >
ButtonInstall=ইনস্টল (&I)
ButtonOK=ঠিক আছে
ButtonCancel=বাতিল
ButtonYes=হ্যাঁ (&Y)
ButtonYesToAll=সবগুলোর জন্য হ্যাঁ (&A)
ButtonNo=না (&N)
ButtonNoToAll=সবগুলোর জন্য না (&O)
ButtonFinish=শেষ (&F)
ButtonBrowse=ব্রাউজ (&B)...
ButtonWizardBrowse=ব্রাউজ (&R)...
ButtonNewFolder=নতুন ফোল্ডার তৈরি (&M)

; *** "Select Language" dialog messages
SelectLanguageTitle=সেটআপের ভাষা বেছে নিন
SelectLanguageLabel=ইনস্টলেশনের সময় কোন ভাষা ব্যবহার হবে, তা বেছে নিন।

; *** Common wizard text
ClickNext=চালিয়ে যেতে পরবর্তী ক্লিক করুন, বা সেটআপ থেকে বেরিয়ে যেতে বাতিল।
BeveledLabel=
BrowseDialogTitle=ফোল্ডার ব্রাউজ
BrowseDialogLabel=নিচের তালিকা থেকে একটি ফোল্ডার বেছে নিন, তারপর ঠিক আছে ক্লিক করুন।
NewFolderName=নতুন ফোল্ডার

; *** "Welcome" wizard page
WelcomeLabel1=[name] সেটআপ উইজার্ডে স্বাগতম
WelcomeLabel2=এটি আপনার কম্পিউটারে [name/ver] ইনস্টল করবে।%n%nচালিয়ে যাওয়ার আগে অন্য সব অ্যাপ্লিকেশন বন্ধ করে নেওয়া ভালো।

; *** "Password" wizard page
WizardPassword=পাসওয়ার্ড
PasswordLabel1=এই ইনস্টলেশনটি পাসওয়ার্ড দিয়ে সুরক্ষিত।
PasswordLabel3=অনুগ্রহ করে পাসওয়ার্ড দিন, তারপর চালিয়ে যেতে পরবর্তী ক্লিক করুন। পাসওয়ার্ডে বড় হাতের ও ছোট হাতের অক্ষর আলাদা ধরা হয়।
PasswordEditLabel=পাসওয়ার্ড (&P):
IncorrectPassword=আপনার দেওয়া পাসওয়ার্ডটি সঠিক নয়। অনুগ্রহ করে আবার চেষ্টা করুন।

; *** "License Agreement" wizard page
WizardLicense=লাইসেন্স চুক্তি
LicenseLabel=চালিয়ে যাওয়ার আগে অনুগ্রহ করে নিচের গুরুত্বপূর্ণ তথ্যটি পড়ুন।
LicenseLabel3=অনুগ্রহ করে নিচের লাইসেন্স চুক্তিটি পড়ুন। ইনস্টলেশন চালিয়ে যাওয়ার আগে আপনাকে এই চুক্তির শর্তগুলো মেনে নিতে হবে।
LicenseAccepted=আমি চুক্তিটি মেনে নিচ্ছি (&A)
LicenseNotAccepted=আমি চুক্তিটি মেনে নিচ্ছি না (&D)

; *** "Information" wizard pages
WizardInfoBefore=তথ্য
InfoBeforeLabel=চালিয়ে যাওয়ার আগে অনুগ্রহ করে নিচের গুরুত্বপূর্ণ তথ্যটি পড়ুন।
InfoBeforeClickLabel=সেটআপ চালিয়ে যেতে প্রস্তুত হলে পরবর্তী ক্লিক করুন।
WizardInfoAfter=তথ্য
InfoAfterLabel=চালিয়ে যাওয়ার আগে অনুগ্রহ করে নিচের গুরুত্বপূর্ণ তথ্যটি পড়ুন।
InfoAfterClickLabel=সেটআপ চালিয়ে যেতে প্রস্তুত হলে পরবর্তী ক্লিক করুন।

; *** "User Information" wizard page
WizardUserInfo=ব্যবহারকারীর তথ্য
UserInfoDesc=অনুগ্রহ করে আপনার তথ্য দিন।
UserInfoName=ব্যবহারকারীর নাম (&U):
UserInfoOrg=প্রতিষ্ঠান (&O):
UserInfoSerial=সিরিয়াল নম্বর (&S):
UserInfoNameRequired=আপনাকে একটি নাম দিতে হবে।

; *** "Select Destination Location" wizard page
WizardSelectDir=ইনস্টলের জায়গা বেছে নিন
SelectDirDesc=[name] কোথায় ইনস্টল করা হবে?
SelectDirLabel3=সেটআপ [name] নিচের ফোল্ডারে ইনস্টল করবে।
SelectDirBrowseLabel=চালিয়ে যেতে পরবর্তী ক্লিক করুন। অন্য কোনো ফোল্ডার বেছে নিতে চাইলে ব্রাউজ ক্লিক করুন।
DiskSpaceGBLabel=অন্তত [gb] GB খালি ডিস্ক জায়গা দরকার।
DiskSpaceMBLabel=অন্তত [mb] MB খালি ডিস্ক জায়গা দরকার।
CannotInstallToNetworkDrive=সেটআপ নেটওয়ার্ক ড্রাইভে ইনস্টল করতে পারে না।
CannotInstallToUNCPath=সেটআপ UNC পাথে ইনস্টল করতে পারে না।
InvalidPath=আপনাকে ড্রাইভ অক্ষরসহ পুরো পাথ দিতে হবে; যেমন:%n%nC:\APP%n%nবা এই রূপে একটি UNC পাথ:%n%n\\server\share
InvalidDrive=আপনার বেছে নেওয়া ড্রাইভ বা UNC শেয়ারটি নেই বা সেখানে পৌঁছানো যাচ্ছে না। অনুগ্রহ করে অন্য একটি বেছে নিন।
DiskSpaceWarningTitle=ডিস্কে যথেষ্ট জায়গা নেই
DiskSpaceWarning=ইনস্টল করতে সেটআপের অন্তত %1 KB খালি জায়গা দরকার, কিন্তু বেছে নেওয়া ড্রাইভে আছে কেবল %2 KB।%n%nতবুও কি চালিয়ে যেতে চান?
DirNameTooLong=ফোল্ডারের নাম বা পাথ খুব লম্বা।
InvalidDirName=ফোল্ডারের নামটি বৈধ নয়।
BadDirName32=ফোল্ডারের নামে এই অক্ষরগুলোর কোনোটি থাকতে পারবে না:%n%n%1
DirExistsTitle=ফোল্ডারটি আছে
DirExists=ফোল্ডার:%n%n%1%n%nআগে থেকেই আছে। তবুও কি ওই ফোল্ডারেই ইনস্টল করতে চান?
DirDoesntExistTitle=ফোল্ডারটি নেই
DirDoesntExist=ফোল্ডার:%n%n%1%n%nনেই। ফোল্ডারটি কি তৈরি করা হবে?

; *** "Select Components" wizard page
WizardSelectComponents=উপাদান বেছে নিন
SelectComponentsDesc=কোন উপাদানগুলো ইনস্টল করা হবে?
SelectComponentsLabel2=যে উপাদানগুলো ইনস্টল করতে চান সেগুলো বেছে নিন; যেগুলো চান না সেগুলো থেকে টিক তুলে দিন। প্রস্তুত হলে পরবর্তী ক্লিক করুন।
FullInstallation=পূর্ণ ইনস্টলেশন
CompactInstallation=সংক্ষিপ্ত ইনস্টলেশন
CustomInstallation=নিজের মতো ইনস্টলেশন
NoUninstallWarningTitle=উপাদানগুলো আছে
NoUninstallWarning=সেটআপ দেখেছে যে এই উপাদানগুলো আপনার কম্পিউটারে আগে থেকেই ইনস্টল করা আছে:%n%n%1%n%nএগুলো থেকে টিক তুলে দিলে এগুলো আনইনস্টল হবে না।%n%nতবুও কি চালিয়ে যেতে চান?
ComponentSize1=%1 KB
ComponentSize2=%1 MB
ComponentsDiskSpaceGBLabel=বর্তমান বাছাইয়ের জন্য অন্তত [gb] GB ডিস্ক জায়গা দরকার।
ComponentsDiskSpaceMBLabel=বর্তমান বাছাইয়ের জন্য অন্তত [mb] MB ডিস্ক জায়গা দরকার।

; *** "Select Additional Tasks" wizard page
WizardSelectTasks=অতিরিক্ত কাজ বেছে নিন
SelectTasksDesc=কোন অতিরিক্ত কাজগুলো করা হবে?
SelectTasksLabel2=[name] ইনস্টল করার সময় সেটআপ কোন অতিরিক্ত কাজগুলো করবে তা বেছে নিন, তারপর পরবর্তী ক্লিক করুন।

; *** "Select Start Menu Folder" wizard page
WizardSelectProgramGroup=স্টার্ট মেনু ফোল্ডার বেছে নিন
SelectStartMenuFolderDesc=সেটআপ প্রোগ্রামের শর্টকাটগুলো কোথায় রাখবে?
SelectStartMenuFolderLabel3=সেটআপ নিচের স্টার্ট মেনু ফোল্ডারে প্রোগ্রামের শর্টকাট তৈরি করবে।
SelectStartMenuFolderBrowseLabel=চালিয়ে যেতে পরবর্তী ক্লিক করুন। অন্য কোনো ফোল্ডার বেছে নিতে চাইলে ব্রাউজ ক্লিক করুন।
MustEnterGroupName=আপনাকে একটি ফোল্ডারের নাম দিতে হবে।
GroupNameTooLong=ফোল্ডারের নাম বা পাথ খুব লম্বা।
InvalidGroupName=ফোল্ডারের নামটি বৈধ নয়।
BadGroupName=ফোল্ডারের নামে এই অক্ষরগুলোর কোনোটি থাকতে পারবে না:%n%n%1
NoProgramGroupCheck2=স্টার্ট মেনু ফোল্ডার তৈরি করবেন না (&D)

; *** "Ready to Install" wizard page
WizardReady=ইনস্টলের জন্য প্রস্তুত
ReadyLabel1=সেটআপ এখন আপনার কম্পিউটারে [name] ইনস্টল শুরু করতে প্রস্তুত।
ReadyLabel2a=ইনস্টলেশন চালিয়ে যেতে ইনস্টল ক্লিক করুন, বা কোনো সেটিং দেখতে বা বদলাতে চাইলে পেছনে ক্লিক করুন।
ReadyLabel2b=ইনস্টলেশন চালিয়ে যেতে ইনস্টল ক্লিক করুন।
ReadyMemoUserInfo=ব্যবহারকারীর তথ্য:
ReadyMemoDir=ইনস্টলের জায়গা:
ReadyMemoType=সেটআপের ধরন:
ReadyMemoComponents=বেছে নেওয়া উপাদান:
ReadyMemoGroup=স্টার্ট মেনু ফোল্ডার:
ReadyMemoTasks=অতিরিক্ত কাজ:

; *** TDownloadWizardPage wizard page and DownloadTemporaryFile
DownloadingLabel=অতিরিক্ত ফাইল ডাউনলোড হচ্ছে...
ButtonStopDownload=ডাউনলোড থামান (&S)
StopDownload=আপনি কি সত্যিই ডাউনলোড থামাতে চান?
ErrorDownloadAborted=ডাউনলোড বাতিল হয়েছে
ErrorDownloadFailed=ডাউনলোড ব্যর্থ: %1 %2
ErrorDownloadSizeFailed=আকার জানা যায়নি: %1 %2
ErrorFileHash1=ফাইলের হ্যাশ যাচাই ব্যর্থ: %1
ErrorFileHash2=অবৈধ ফাইল হ্যাশ: প্রত্যাশিত %1, পাওয়া গেছে %2
ErrorProgress=অবৈধ অগ্রগতি: %2-এর মধ্যে %1
ErrorFileSize=অবৈধ ফাইলের আকার: প্রত্যাশিত %1, পাওয়া গেছে %2

; *** "Preparing to Install" wizard page
WizardPreparing=ইনস্টলের প্রস্তুতি
PreparingDesc=সেটআপ আপনার কম্পিউটারে [name] ইনস্টলের প্রস্তুতি নিচ্ছে।
PreviousInstallNotCompleted=আগের কোনো প্রোগ্রামের ইনস্টল বা অপসারণ শেষ হয়নি। সেটি শেষ করতে আপনাকে কম্পিউটার আবার চালু করতে হবে।%n%nকম্পিউটার আবার চালু করার পর [name]-এর ইনস্টলেশন শেষ করতে আবার সেটআপ চালান।
CannotContinue=সেটআপ চালিয়ে যেতে পারছে না। বেরিয়ে যেতে অনুগ্রহ করে বাতিল ক্লিক করুন।
ApplicationsFound=নিচের অ্যাপ্লিকেশনগুলো এমন ফাইল ব্যবহার করছে, যেগুলো সেটআপকে আপডেট করতে হবে। সেটআপকে এই অ্যাপ্লিকেশনগুলো নিজে থেকে বন্ধ করতে দেওয়া ভালো।
ApplicationsFound2=নিচের অ্যাপ্লিকেশনগুলো এমন ফাইল ব্যবহার করছে, যেগুলো সেটআপকে আপডেট করতে হবে। সেটআপকে এই অ্যাপ্লিকেশনগুলো নিজে থেকে বন্ধ করতে দেওয়া ভালো। ইনস্টলেশন শেষ হলে সেটআপ এগুলো আবার চালু করার চেষ্টা করবে।
CloseApplications=অ্যাপ্লিকেশনগুলো নিজে থেকে বন্ধ করুন (&A)
DontCloseApplications=অ্যাপ্লিকেশনগুলো বন্ধ করবেন না (&D)
ErrorCloseApplications=সেটআপ সব অ্যাপ্লিকেশন নিজে থেকে বন্ধ করতে পারেনি। চালিয়ে যাওয়ার আগে সেটআপকে যে ফাইলগুলো আপডেট করতে হবে, সেগুলো ব্যবহার করা সব অ্যাপ্লিকেশন বন্ধ করে নেওয়া ভালো।
PrepareToInstallNeedsRestart=সেটআপকে আপনার কম্পিউটার আবার চালু করতে হবে। কম্পিউটার আবার চালু করার পর [name]-এর ইনস্টলেশন শেষ করতে আবার সেটআপ চালান।%n%nএখনই আবার চালু করতে চান?

; *** "Installing" wizard page
WizardInstalling=ইনস্টল হচ্ছে
InstallingLabel=অনুগ্রহ করে অপেক্ষা করুন, সেটআপ আপনার কম্পিউটারে [name] ইনস্টল করছে।

; *** "Setup Completed" wizard page
FinishedHeadingLabel=[name] সেটআপ উইজার্ড শেষ হচ্ছে
FinishedLabelNoIcons=সেটআপ আপনার কম্পিউটারে [name] ইনস্টল করা শেষ করেছে।
FinishedLabel=সেটআপ আপনার কম্পিউটারে [name] ইনস্টল করা শেষ করেছে। ইনস্টল করা শর্টকাট দিয়ে অ্যাপ্লিকেশনটি চালু করা যাবে।
ClickFinish=সেটআপ থেকে বেরিয়ে যেতে শেষ ক্লিক করুন।
FinishedRestartLabel=[name]-এর ইনস্টলেশন শেষ করতে সেটআপকে আপনার কম্পিউটার আবার চালু করতে হবে। এখনই আবার চালু করতে চান?
FinishedRestartMessage=[name]-এর ইনস্টলেশন শেষ করতে সেটআপকে আপনার কম্পিউটার আবার চালু করতে হবে।%n%nএখনই আবার চালু করতে চান?
ShowReadmeCheck=হ্যাঁ, আমি README ফাইলটি দেখতে চাই
YesRadio=হ্যাঁ, এখনই কম্পিউটার আবার চালু করুন (&Y)
NoRadio=না, আমি পরে কম্পিউটার আবার চালু করব (&N)
RunEntryExec=%1 চালান
RunEntryShellExec=%1 দেখুন

; *** "Setup Needs the Next Disk" stuff
ChangeDiskTitle=সেটআপের পরের ডিস্কটি দরকার
SelectDiskLabel2=অনুগ্রহ করে ডিস্ক %1 ঢোকান এবং ঠিক আছে ক্লিক করুন।%n%nএই ডিস্কের ফাইলগুলো নিচে দেখানো ফোল্ডার ছাড়া অন্য কোনো ফোল্ডারে থাকলে সঠিক পাথ দিন বা ব্রাউজ ক্লিক করুন।
PathLabel=পাথ (&P):
FileNotInDir2="%2"-এ "%1" ফাইলটি পাওয়া যায়নি। অনুগ্রহ করে সঠিক ডিস্ক ঢোকান বা অন্য ফোল্ডার বেছে নিন।
SelectDirectoryLabel=অনুগ্রহ করে পরের ডিস্কটির জায়গা বলে দিন।

; *** Installation phase messages
SetupAborted=সেটআপ শেষ হয়নি।%n%nঅনুগ্রহ করে সমস্যাটি ঠিক করে আবার সেটআপ চালান।
AbortRetryIgnoreSelectAction=কী করবেন বেছে নিন
AbortRetryIgnoreRetry=আবার চেষ্টা (&T)
AbortRetryIgnoreIgnore=ত্রুটি উপেক্ষা করে চালিয়ে যান (&I)
AbortRetryIgnoreCancel=ইনস্টলেশন বাতিল

; *** Installation status messages
StatusClosingApplications=অ্যাপ্লিকেশন বন্ধ হচ্ছে...
StatusCreateDirs=ফোল্ডার তৈরি হচ্ছে...
StatusExtractFiles=ফাইল বের করা হচ্ছে...
StatusCreateIcons=শর্টকাট তৈরি হচ্ছে...
StatusCreateIniEntries=INI এন্ট্রি তৈরি হচ্ছে...
StatusCreateRegistryEntries=রেজিস্ট্রি এন্ট্রি তৈরি হচ্ছে...
StatusRegisterFiles=ফাইল নিবন্ধন হচ্ছে...
StatusSavingUninstall=আনইনস্টলের তথ্য সংরক্ষণ হচ্ছে...
StatusRunProgram=ইনস্টলেশন শেষ হচ্ছে...
StatusRestartingApplications=অ্যাপ্লিকেশন আবার চালু হচ্ছে...
StatusRollback=পরিবর্তনগুলো ফিরিয়ে নেওয়া হচ্ছে...

; *** Misc. errors
ErrorInternal2=অভ্যন্তরীণ ত্রুটি: %1
ErrorFunctionFailedNoCode=%1 ব্যর্থ হয়েছে
ErrorFunctionFailed=%1 ব্যর্থ হয়েছে; কোড %2
ErrorFunctionFailedWithMessage=%1 ব্যর্থ হয়েছে; কোড %2.%n%3
ErrorExecutingProgram=ফাইলটি চালানো যায়নি:%n%1

; *** Registry errors
ErrorRegOpenKey=রেজিস্ট্রি কী খুলতে ত্রুটি:%n%1\%2
ErrorRegCreateKey=রেজিস্ট্রি কী তৈরি করতে ত্রুটি:%n%1\%2
ErrorRegWriteKey=রেজিস্ট্রি কী-তে লিখতে ত্রুটি:%n%1\%2

; *** INI errors
ErrorIniEntry="%1" ফাইলে INI এন্ট্রি তৈরি করতে ত্রুটি।

; *** File copying errors
FileAbortRetryIgnoreSkipNotRecommended=এই ফাইলটি বাদ দিন (&S) (প্রস্তাবিত নয়)
FileAbortRetryIgnoreIgnoreNotRecommended=ত্রুটি উপেক্ষা করে চালিয়ে যান (&I) (প্রস্তাবিত নয়)
SourceIsCorrupted=উৎস ফাইলটি নষ্ট
SourceDoesntExist=উৎস ফাইল "%1" নেই
ExistingFileReadOnly2=আগের ফাইলটি বদলানো যায়নি, কারণ সেটি কেবল-পঠনযোগ্য।
ExistingFileReadOnlyRetry=কেবল-পঠন বৈশিষ্ট্য সরিয়ে আবার চেষ্টা করুন (&R)
ExistingFileReadOnlyKeepExisting=আগের ফাইলটি রাখুন (&K)
ErrorReadingExistingDest=আগের ফাইলটি পড়তে গিয়ে ত্রুটি হয়েছে:
FileExistsSelectAction=কী করবেন বেছে নিন
FileExists2=ফাইলটি আগে থেকেই আছে।
FileExistsOverwriteExisting=আগের ফাইলটির ওপর লিখুন (&O)
FileExistsKeepExisting=আগের ফাইলটি রাখুন (&K)
FileExistsOverwriteOrKeepAll=পরের সংঘাতগুলোতেও এটাই করুন (&D)
ExistingFileNewerSelectAction=কী করবেন বেছে নিন
ExistingFileNewer2=আগের ফাইলটি সেটআপ যে ফাইল ইনস্টল করতে চাইছে তার চেয়ে নতুন।
ExistingFileNewerOverwriteExisting=আগের ফাইলটির ওপর লিখুন (&O)
ExistingFileNewerKeepExisting=আগের ফাইলটি রাখুন (&K) (প্রস্তাবিত)
ExistingFileNewerOverwriteOrKeepAll=পরের সংঘাতগুলোতেও এটাই করুন (&D)
ErrorChangingAttr=আগের ফাইলটির বৈশিষ্ট্য বদলাতে গিয়ে ত্রুটি হয়েছে:
ErrorCreatingTemp=গন্তব্য ফোল্ডারে ফাইল তৈরি করতে গিয়ে ত্রুটি হয়েছে:
ErrorReadingSource=উৎস ফাইলটি পড়তে গিয়ে ত্রুটি হয়েছে:
ErrorCopying=ফাইল কপি করতে গিয়ে ত্রুটি হয়েছে:
ErrorReplacingExistingFile=আগের ফাইলটি বদলাতে গিয়ে ত্রুটি হয়েছে:
ErrorRestartReplace=RestartReplace ব্যর্থ হয়েছে:
ErrorRenamingTemp=গন্তব্য ফোল্ডারে ফাইলের নাম বদলাতে গিয়ে ত্রুটি হয়েছে:
ErrorRegisterServer=DLL/OCX নিবন্ধন করা যায়নি: %1
ErrorRegSvr32Failed=RegSvr32 প্রস্থান কোড %1 দিয়ে ব্যর্থ হয়েছে
ErrorRegisterTypeLib=টাইপ লাইব্রেরি নিবন্ধন করা যায়নি: %1

; *** Uninstall display name markings
UninstallDisplayNameMark=%1 (%2)
UninstallDisplayNameMarks=%1 (%2, %3)
UninstallDisplayNameMark32Bit=32-বিট
UninstallDisplayNameMark64Bit=64-বিট
UninstallDisplayNameMarkAllUsers=সব ব্যবহারকারী
UninstallDisplayNameMarkCurrentUser=বর্তমান ব্যবহারকারী

; *** Post-installation errors
ErrorOpeningReadme=README ফাইলটি খুলতে গিয়ে ত্রুটি হয়েছে।
ErrorRestartingComputer=সেটআপ কম্পিউটার আবার চালু করতে পারেনি। অনুগ্রহ করে নিজে করুন।

; *** Uninstaller messages
UninstallNotFound="%1" ফাইলটি নেই। আনইনস্টল করা যাচ্ছে না।
UninstallOpenError="%1" ফাইলটি খোলা যায়নি। আনইনস্টল করা যাচ্ছে না
UninstallUnsupportedVer=আনইনস্টল লগ ফাইল "%1" এমন ফরম্যাটে আছে যা আনইনস্টলারের এই সংস্করণ চেনে না। আনইনস্টল করা যাচ্ছে না
UninstallUnknownEntry=আনইনস্টল লগে একটি অজানা এন্ট্রি (%1) পাওয়া গেছে
ConfirmUninstall=আপনি কি সত্যিই %1 এবং এর সব উপাদান পুরোপুরি সরাতে চান?
UninstallOnlyOnWin64=এই ইনস্টলেশনটি কেবল 64-বিট Windows-এ আনইনস্টল করা যায়।
OnlyAdminCanUninstall=এই ইনস্টলেশনটি কেবল অ্যাডমিনিস্ট্রেটরের অধিকার থাকা ব্যবহারকারী আনইনস্টল করতে পারেন।
UninstallStatusLabel=অনুগ্রহ করে অপেক্ষা করুন, আপনার কম্পিউটার থেকে %1 সরানো হচ্ছে।
UninstalledAll=আপনার কম্পিউটার থেকে %1 সফলভাবে সরানো হয়েছে।
UninstalledMost=%1 আনইনস্টল শেষ হয়েছে।%n%nকিছু জিনিস সরানো যায়নি। সেগুলো আপনি নিজে সরাতে পারেন।
UninstalledAndNeedsRestart=%1 আনইনস্টল শেষ করতে আপনার কম্পিউটার আবার চালু করতে হবে।%n%nএখনই আবার চালু করতে চান?
UninstallDataCorrupted="%1" ফাইলটি নষ্ট। আনইনস্টল করা যাচ্ছে না

; *** Uninstallation phase messages
ConfirmDeleteSharedFileTitle=শেয়ার করা ফাইল মুছবেন?
ConfirmDeleteSharedFile2=সিস্টেম বলছে, নিচের শেয়ার করা ফাইলটি আর কোনো প্রোগ্রাম ব্যবহার করছে না। আনইনস্টলার কি এই শেয়ার করা ফাইলটি মুছে দেবে?%n%nকোনো প্রোগ্রাম এখনও ফাইলটি ব্যবহার করলে এবং সেটি মুছে ফেলা হলে, সেই প্রোগ্রাম ঠিকমতো কাজ নাও করতে পারে। নিশ্চিত না হলে না বেছে নিন। ফাইলটি সিস্টেমে রেখে দিলে কোনো ক্ষতি হবে না।
SharedFileNameLabel=ফাইলের নাম:
SharedFileLocationLabel=জায়গা:
WizardUninstalling=আনইনস্টলের অবস্থা
StatusUninstalling=%1 আনইনস্টল হচ্ছে...

; *** Shutdown block reasons
ShutdownBlockReasonInstallingApp=%1 ইনস্টল হচ্ছে।
ShutdownBlockReasonUninstallingApp=%1 আনইনস্টল হচ্ছে।

[CustomMessages]

NameAndVersion=%1 সংস্করণ %2
AdditionalIcons=অতিরিক্ত শর্টকাট:
CreateDesktopIcon=ডেস্কটপে শর্টকাট তৈরি করুন (&D)
CreateQuickLaunchIcon=কুইক লঞ্চে শর্টকাট তৈরি করুন (&Q)
ProgramOnTheWeb=ওয়েবে %1
UninstallProgram=%1 আনইনস্টল করুন
LaunchProgram=%1 চালু করুন
AssocFileExtension=%1-কে %2 ফাইল এক্সটেনশনের সঙ্গে যুক্ত করুন (&A)
AssocingFileExtension=%1-কে %2 ফাইল এক্সটেনশনের সঙ্গে যুক্ত করা হচ্ছে...
AutoStartProgramGroupDescription=স্টার্টআপ:
AutoStartProgram=%1 নিজে থেকে চালু করুন
AddonHostProgramNotFound=আপনার বেছে নেওয়া ফোল্ডারে %1 পাওয়া যায়নি।%n%nতবুও কি চালিয়ে যেতে চান?
