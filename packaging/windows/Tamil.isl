; *** Inno Setup 6.1.0+ messages in Tamil, for the Yukon Solitaire installer ***
; Every key of Inno Setup's English Default.isl, translated.

[LangOptions]
LanguageName=தமிழ்
LanguageID=$0449
LanguageCodePage=0

[Messages]

; *** Application titles
SetupAppTitle=நிறுவி
SetupWindowTitle=நிறுவி - %1
UninstallAppTitle=நிறுவல் நீக்கம்
UninstallAppFullTitle=%1 நிறுவல் நீக்கம்

; *** Misc. common
InformationTitle=தகவல்
ConfirmTitle=உறுதிசெய்தல்
ErrorTitle=பிழை

; *** SetupLdr messages
SetupLdrStartupMessage=இது %1 ஐ நிறுவும். தொடர விரும்புகிறீர்களா?
LdrCannotCreateTemp=தற்காலிகக் கோப்பை உருவாக்க முடியவில்லை. நிறுவல் நிறுத்தப்பட்டது
LdrCannotExecTemp=தற்காலிகக் கோப்புறையில் உள்ள கோப்பை இயக்க முடியவில்லை. நிறுவல் நிறுத்தப்பட்டது
HelpTextNote=

; *** Startup error messages
LastErrorMessage=%1.%n%nபிழை %2: %3
SetupFileMissing=நிறுவல் கோப்புறையில் %1 கோப்பு இல்லை. சிக்கலைச் சரிசெய்யுங்கள், அல்லது நிரலின் புதிய நகலைப் பெறுங்கள்.
SetupFileCorrupt=நிறுவல் கோப்புகள் சேதமடைந்துள்ளன. நிரலின் புதிய நகலைப் பெறுங்கள்.
SetupFileCorruptOrWrongVer=நிறுவல் கோப்புகள் சேதமடைந்துள்ளன, அல்லது நிறுவியின் இந்தப் பதிப்புடன் பொருந்தவில்லை. சிக்கலைச் சரிசெய்யுங்கள், அல்லது நிரலின் புதிய நகலைப் பெறுங்கள்.
InvalidParameter=கட்டளை வரியில் செல்லாத அளவுரு ஒன்று தரப்பட்டது:%n%n%1
SetupAlreadyRunning=நிறுவி ஏற்கெனவே இயங்கிக்கொண்டிருக்கிறது.
WindowsVersionNotSupported=உங்கள் கணினியில் இயங்கும் Windows பதிப்பை இந்த நிரல் ஆதரிக்கவில்லை.
WindowsServicePackRequired=இந்த நிரலுக்கு %1 சர்வீஸ் பேக் %2 அல்லது அதற்குப் பிந்தையது தேவை.
NotOnThisPlatform=இந்த நிரல் %1 இல் இயங்காது.
OnlyOnThisPlatform=இந்த நிரலை %1 இல் மட்டுமே இயக்க வேண்டும்.
OnlyOnTheseArchitectures=இந்த நிரலை, பின்வரும் செயலிக் கட்டமைப்புகளுக்கான Windows பதிப்புகளில் மட்டுமே நிறுவ முடியும்:%n%n%1
WinVersionTooLowError=இந்த நிரலுக்கு %1 பதிப்பு %2 அல்லது அதற்குப் பிந்தையது தேவை.
WinVersionTooHighError=இந்த நிரலை %1 பதிப்பு %2 அல்லது அதற்குப் பிந்தையதில் நிறுவ முடியாது.
AdminPrivilegesRequired=இந்த நிரலை நிறுவ, நீங்கள் நிர்வாகியாக உள்நுழைந்திருக்க வேண்டும்.
PowerUserPrivilegesRequired=இந்த நிரலை நிறுவ, நீங்கள் நிர்வாகியாகவோ Power Users குழுவின் உறுப்பினராகவோ உள்நுழைந்திருக்க வேண்டும்.
SetupAppRunningError=%1 இப்போது இயங்கிக்கொண்டிருப்பதை நிறுவி கண்டறிந்துள்ளது.%n%nஅதன் எல்லாச் சாளரங்களையும் இப்போது மூடுங்கள், பிறகு தொடர சரி என்பதையோ வெளியேற ரத்துசெய் என்பதையோ கிளிக் செய்யுங்கள்.
UninstallAppRunningError=%1 இப்போது இயங்கிக்கொண்டிருப்பதை நிறுவல் நீக்கி கண்டறிந்துள்ளது.%n%nஅதன் எல்லாச் சாளரங்களையும் இப்போது மூடுங்கள், பிறகு தொடர சரி என்பதையோ வெளியேற ரத்துசெய் என்பதையோ கிளிக் செய்யுங்கள்.

; *** Startup questions
PrivilegesRequiredOverrideTitle=நிறுவல் முறையைத் தேர்ந்தெடுத்தல்
PrivilegesRequiredOverrideInstruction=நிறுவல் முறையைத் தேர்ந்தெடுங்கள்
PrivilegesRequiredOverrideText1=%1 ஐ எல்லாப் பயனர்களுக்கும் (நிர்வாகி உரிமைகள் தேவை) அல்லது உங்களுக்கு மட்டும் நிறுவலாம்.
PrivilegesRequiredOverrideText2=%1 ஐ உங்களுக்கு மட்டும் அல்லது எல்லாப் பயனர்களுக்கும் (நிர்வாகி உரிமைகள் தேவை) நிறுவலாம்.
PrivilegesRequiredOverrideAllUsers=&எல்லாப் பயனர்களுக்கும் நிறுவு
PrivilegesRequiredOverrideAllUsersRecommended=&எல்லாப் பயனர்களுக்கும் நிறுவு (பரிந்துரைக்கப்படுகிறது)
PrivilegesRequiredOverrideCurrentUser=&எனக்கு மட்டும் நிறுவு
PrivilegesRequiredOverrideCurrentUserRecommended=&எனக்கு மட்டும் நிறுவு (பரிந்துரைக்கப்படுகிறது)

; *** Misc. errors
ErrorCreatingDir=நிறுவியால் "%1" கோப்புறையை உருவாக்க முடியவில்லை
ErrorTooManyFilesInDir="%1" கோப்புறையில் மிக அதிகமான கோப்புகள் இருப்பதால், அதில் கோப்பை உருவாக்க முடியவில்லை

; *** Setup common messages
ExitSetupTitle=நிறுவியிலிருந்து வெளியேறுதல்
ExitSetupMessage=நிறுவல் முடியவில்லை. இப்போது வெளியேறினால் நிரல் நிறுவப்படாது.%n%nநிறுவலை முடிக்க, பின்னர் நிறுவியை மீண்டும் இயக்கலாம்.%n%nநிறுவியிலிருந்து வெளியேறவா?
AboutSetupMenuItem=நிறுவி &பற்றி...
AboutSetupTitle=நிறுவி பற்றி
AboutSetupMessage=%1 பதிப்பு %2%n%3%n%n%1 முகப்புப் பக்கம்:%n%4
AboutSetupNote=
TranslatorNote=

; *** Buttons
ButtonBack=< &பின்
ButtonNext=&அடுத்து >
ButtonInstall=&நிறுவு
ButtonOK=சரி
ButtonCancel=ரத்துசெய்
ButtonYes=&ஆம்
ButtonYesToAll=&எல்லாவற்றுக்கும் ஆம்
ButtonNo=&இல்லை
ButtonNoToAll=எ&ல்லாவற்றுக்கும் இல்லை
ButtonFinish=&முடி
ButtonBrowse=&உலாவு...
ButtonWizardBrowse=உ&லாவு...
ButtonNewFolder=&புதிய கோப்புறையை உருவாக்கு

; *** "Select Language" dialog messages
SelectLanguageTitle=நிறுவியின் மொழியைத் தேர்ந்தெடுத்தல்
SelectLanguageLabel=நிறுவலின்போது பயன்படுத்த வேண்டிய மொழியைத் தேர்ந்தெடுங்கள்.

; *** Common wizard text
ClickNext=தொடர அடுத்து என்பதையோ, நிறுவியிலிருந்து வெளியேற ரத்துசெய் என்பதையோ கிளிக் செய்யுங்கள்.
BeveledLabel=
BrowseDialogTitle=கோப்புறையைத் தேடுதல்
BrowseDialogLabel=கீழே உள்ள பட்டியலில் ஒரு கோப்புறையைத் தேர்ந்தெடுத்து, சரி என்பதைக் கிளிக் செய்யுங்கள்.
NewFolderName=புதிய கோப்புறை

; *** "Welcome" wizard page
WelcomeLabel1=[name] நிறுவல் வழிகாட்டிக்கு வரவேற்கிறோம்
WelcomeLabel2=இது உங்கள் கணினியில் [name/ver] ஐ நிறுவும்.%n%nதொடரும் முன் மற்ற எல்லாப் பயன்பாடுகளையும் மூடுமாறு பரிந்துரைக்கப்படுகிறது.

; *** "Password" wizard page
WizardPassword=கடவுச்சொல்
PasswordLabel1=இந்த நிறுவல் கடவுச்சொல்லால் பாதுகாக்கப்பட்டுள்ளது.
PasswordLabel3=கடவுச்சொல்லைத் தந்து, தொடர அடுத்து என்பதைக் கிளிக் செய்யுங்கள். கடவுச்சொல்லில் பெரிய, சிறிய எழுத்துகள் வேறுபடும்.
PasswordEditLabel=&கடவுச்சொல்:
IncorrectPassword=நீங்கள் தந்த கடவுச்சொல் சரியல்ல. மீண்டும் முயலுங்கள்.

; *** "License Agreement" wizard page
WizardLicense=உரிம ஒப்பந்தம்
LicenseLabel=தொடரும் முன், கீழே உள்ள முக்கியத் தகவலைப் படியுங்கள்.
LicenseLabel3=கீழே உள்ள உரிம ஒப்பந்தத்தைப் படியுங்கள். நிறுவலைத் தொடரும் முன் இந்த ஒப்பந்தத்தின் விதிமுறைகளை ஏற்க வேண்டும்.
LicenseAccepted=ஒப்பந்தத்தை &ஏற்கிறேன்
LicenseNotAccepted=ஒப்பந்தத்தை ஏற்க&வில்லை

; *** "Information" wizard pages
WizardInfoBefore=தகவல்
InfoBeforeLabel=தொடரும் முன், கீழே உள்ள முக்கியத் தகவலைப் படியுங்கள்.
InfoBeforeClickLabel=நிறுவலைத் தொடரத் தயாரானதும், அடுத்து என்பதைக் கிளிக் செய்யுங்கள்.
WizardInfoAfter=தகவல்
InfoAfterLabel=தொடரும் முன், கீழே உள்ள முக்கியத் தகவலைப் படியுங்கள்.
InfoAfterClickLabel=நிறுவலைத் தொடரத் தயாரானதும், அடுத்து என்பதைக் கிளிக் செய்யுங்கள்.

; *** "User Information" wizard page
WizardUserInfo=பயனர் தகவல்
UserInfoDesc=உங்கள் தகவலை உள்ளிடுங்கள்.
UserInfoName=&பயனர் பெயர்:
UserInfoOrg=&நிறுவனம்:
UserInfoSerial=&வரிசை எண்:
UserInfoNameRequired=ஒரு பெயரை உள்ளிட வேண்டும்.

; *** "Select Destination Location" wizard page
WizardSelectDir=நிறுவும் இடத்தைத் தேர்ந்தெடுத்தல்
SelectDirDesc=[name] எங்கே நிறுவப்பட வேண்டும்?
SelectDirLabel3=நிறுவி [name] ஐக் கீழே உள்ள கோப்புறையில் நிறுவும்.
SelectDirBrowseLabel=தொடர அடுத்து என்பதைக் கிளிக் செய்யுங்கள். வேறு கோப்புறையைத் தேர்ந்தெடுக்க, உலாவு என்பதைக் கிளிக் செய்யுங்கள்.
DiskSpaceGBLabel=குறைந்தது [gb] GB காலி வட்டு இடம் தேவை.
DiskSpaceMBLabel=குறைந்தது [mb] MB காலி வட்டு இடம் தேவை.
CannotInstallToNetworkDrive=நிறுவியால் பிணைய இயக்ககத்தில் நிறுவ முடியாது.
CannotInstallToUNCPath=நிறுவியால் UNC பாதையில் நிறுவ முடியாது.
InvalidPath=இயக்கக எழுத்துடன் முழுப் பாதையை உள்ளிட வேண்டும்; எடுத்துக்காட்டாக:%n%nC:\APP%n%nஅல்லது இந்த வடிவில் ஒரு UNC பாதை:%n%n\\server\share
InvalidDrive=நீங்கள் தேர்ந்தெடுத்த இயக்ககமோ UNC பகிர்வோ இல்லை, அல்லது அதை அணுக முடியவில்லை. வேறொன்றைத் தேர்ந்தெடுங்கள்.
DiskSpaceWarningTitle=வட்டில் போதுமான இடம் இல்லை
DiskSpaceWarning=நிறுவ, குறைந்தது %1 KB காலி இடம் தேவை, ஆனால் தேர்ந்தெடுத்த இயக்ககத்தில் %2 KB மட்டுமே உள்ளது.%n%nஇருந்தாலும் தொடர விரும்புகிறீர்களா?
DirNameTooLong=கோப்புறையின் பெயர் அல்லது பாதை மிக நீளமானது.
InvalidDirName=கோப்புறையின் பெயர் செல்லாது.
BadDirName32=கோப்புறையின் பெயரில் இந்த எழுத்துகள் எதுவும் இருக்கக் கூடாது:%n%n%1
DirExistsTitle=கோப்புறை ஏற்கெனவே உள்ளது
DirExists=இந்தக் கோப்புறை:%n%n%1%n%nஏற்கெனவே உள்ளது. இருந்தாலும் அந்தக் கோப்புறையிலேயே நிறுவ விரும்புகிறீர்களா?
DirDoesntExistTitle=கோப்புறை இல்லை
DirDoesntExist=இந்தக் கோப்புறை:%n%n%1%n%nஇல்லை. கோப்புறையை உருவாக்கவா?

; *** "Select Components" wizard page
WizardSelectComponents=கூறுகளைத் தேர்ந்தெடுத்தல்
SelectComponentsDesc=எந்தக் கூறுகள் நிறுவப்பட வேண்டும்?
SelectComponentsLabel2=நிறுவ வேண்டிய கூறுகளைத் தேர்ந்தெடுங்கள்; நிறுவ வேண்டாதவற்றின் தேர்வை நீக்குங்கள். தயாரானதும் அடுத்து என்பதைக் கிளிக் செய்யுங்கள்.
FullInstallation=முழு நிறுவல்
CompactInstallation=சுருக்கமான நிறுவல்
CustomInstallation=தனிப்பயன் நிறுவல்
NoUninstallWarningTitle=கூறுகள் ஏற்கெனவே உள்ளன
NoUninstallWarning=பின்வரும் கூறுகள் உங்கள் கணினியில் ஏற்கெனவே நிறுவப்பட்டிருப்பதை நிறுவி கண்டறிந்துள்ளது:%n%n%1%n%nஇவற்றின் தேர்வை நீக்குவதால் இவை நிறுவல் நீக்கப்படாது.%n%nஇருந்தாலும் தொடர விரும்புகிறீர்களா?
ComponentSize1=%1 KB
ComponentSize2=%1 MB
ComponentsDiskSpaceGBLabel=இப்போதைய தேர்வுக்குக் குறைந்தது [gb] GB வட்டு இடம் தேவை.
ComponentsDiskSpaceMBLabel=இப்போதைய தேர்வுக்குக் குறைந்தது [mb] MB வட்டு இடம் தேவை.

; *** "Select Additional Tasks" wizard page
WizardSelectTasks=கூடுதல் பணிகளைத் தேர்ந்தெடுத்தல்
SelectTasksDesc=எந்தக் கூடுதல் பணிகள் செய்யப்பட வேண்டும்?
SelectTasksLabel2=[name] ஐ நிறுவும்போது நிறுவி செய்ய வேண்டிய கூடுதல் பணிகளைத் தேர்ந்தெடுத்து, அடுத்து என்பதைக் கிளிக் செய்யுங்கள்.

; *** "Select Start Menu Folder" wizard page
WizardSelectProgramGroup=தொடக்க மெனு கோப்புறையைத் தேர்ந்தெடுத்தல்
SelectStartMenuFolderDesc=நிரலின் குறுக்குவழிகளை நிறுவி எங்கே வைக்க வேண்டும்?
SelectStartMenuFolderLabel3=நிறுவி, நிரலின் குறுக்குவழிகளைக் கீழே உள்ள தொடக்க மெனு கோப்புறையில் உருவாக்கும்.
SelectStartMenuFolderBrowseLabel=தொடர அடுத்து என்பதைக் கிளிக் செய்யுங்கள். வேறு கோப்புறையைத் தேர்ந்தெடுக்க, உலாவு என்பதைக் கிளிக் செய்யுங்கள்.
MustEnterGroupName=ஒரு கோப்புறைப் பெயரை உள்ளிட வேண்டும்.
GroupNameTooLong=கோப்புறையின் பெயர் அல்லது பாதை மிக நீளமானது.
InvalidGroupName=கோப்புறையின் பெயர் செல்லாது.
BadGroupName=கோப்புறையின் பெயரில் இந்த எழுத்துகள் எதுவும் இருக்கக் கூடாது:%n%n%1
NoProgramGroupCheck2=தொடக்க மெனு கோப்புறையை &உருவாக்க வேண்டாம்

; *** "Ready to Install" wizard page
WizardReady=நிறுவத் தயார்
ReadyLabel1=உங்கள் கணினியில் [name] ஐ நிறுவத் தொடங்க நிறுவி இப்போது தயாராக உள்ளது.
ReadyLabel2a=நிறுவலைத் தொடர நிறுவு என்பதைக் கிளிக் செய்யுங்கள்; அமைப்புகளைப் பார்க்கவோ மாற்றவோ பின் என்பதைக் கிளிக் செய்யுங்கள்.
ReadyLabel2b=நிறுவலைத் தொடர நிறுவு என்பதைக் கிளிக் செய்யுங்கள்.
ReadyMemoUserInfo=பயனர் தகவல்:
ReadyMemoDir=நிறுவும் இடம்:
ReadyMemoType=நிறுவல் வகை:
ReadyMemoComponents=தேர்ந்தெடுத்த கூறுகள்:
ReadyMemoGroup=தொடக்க மெனு கோப்புறை:
ReadyMemoTasks=கூடுதல் பணிகள்:

; *** TDownloadWizardPage wizard page and DownloadTemporaryFile
DownloadingLabel=கூடுதல் கோப்புகள் பதிவிறக்கப்படுகின்றன...
ButtonStopDownload=பதிவிறக்கத்தை &நிறுத்து
StopDownload=பதிவிறக்கத்தை உண்மையில் நிறுத்த விரும்புகிறீர்களா?
ErrorDownloadAborted=பதிவிறக்கம் நிறுத்தப்பட்டது
ErrorDownloadFailed=பதிவிறக்கம் தோல்வியடைந்தது: %1 %2
ErrorDownloadSizeFailed=அளவைப் பெற முடியவில்லை: %1 %2
ErrorFileHash1=கோப்பின் ஹாஷ் சரிபார்ப்பு தோல்வியடைந்தது: %1
ErrorFileHash2=கோப்பின் ஹாஷ் தவறு: எதிர்பார்த்தது %1, கிடைத்தது %2
ErrorProgress=முன்னேற்றம் தவறு: %2 இல் %1
ErrorFileSize=கோப்பின் அளவு தவறு: எதிர்பார்த்தது %1, கிடைத்தது %2

; *** "Preparing to Install" wizard page
WizardPreparing=நிறுவத் தயாராகிறது
PreparingDesc=உங்கள் கணினியில் [name] ஐ நிறுவ நிறுவி தயாராகிறது.
PreviousInstallNotCompleted=முந்தைய நிரலின் நிறுவலோ நீக்கமோ முடியவில்லை. அதை முடிக்க உங்கள் கணினியை மறுதொடக்கம் செய்ய வேண்டும்.%n%nகணினியை மறுதொடக்கம் செய்த பிறகு, [name] இன் நிறுவலை முடிக்க நிறுவியை மீண்டும் இயக்குங்கள்.
CannotContinue=நிறுவியால் தொடர முடியாது. வெளியேற ரத்துசெய் என்பதைக் கிளிக் செய்யுங்கள்.
ApplicationsFound=நிறுவி புதுப்பிக்க வேண்டிய கோப்புகளைப் பின்வரும் பயன்பாடுகள் பயன்படுத்துகின்றன. இந்தப் பயன்பாடுகளை நிறுவியே தானாக மூட அனுமதிக்குமாறு பரிந்துரைக்கப்படுகிறது.
ApplicationsFound2=நிறுவி புதுப்பிக்க வேண்டிய கோப்புகளைப் பின்வரும் பயன்பாடுகள் பயன்படுத்துகின்றன. இந்தப் பயன்பாடுகளை நிறுவியே தானாக மூட அனுமதிக்குமாறு பரிந்துரைக்கப்படுகிறது. நிறுவல் முடிந்த பிறகு, நிறுவி அவற்றை மீண்டும் தொடங்க முயலும்.
CloseApplications=பயன்பாடுகளைத் &தானாக மூடு
DontCloseApplications=பயன்பாடுகளை மூட &வேண்டாம்
ErrorCloseApplications=நிறுவியால் எல்லாப் பயன்பாடுகளையும் தானாக மூட முடியவில்லை. தொடரும் முன், நிறுவி புதுப்பிக்க வேண்டிய கோப்புகளைப் பயன்படுத்தும் எல்லாப் பயன்பாடுகளையும் மூடுமாறு பரிந்துரைக்கப்படுகிறது.
PrepareToInstallNeedsRestart=நிறுவி உங்கள் கணினியை மறுதொடக்கம் செய்ய வேண்டும். கணினியை மறுதொடக்கம் செய்த பிறகு, [name] இன் நிறுவலை முடிக்க நிறுவியை மீண்டும் இயக்குங்கள்.%n%nஇப்போதே மறுதொடக்கம் செய்யவா?

; *** "Installing" wizard page
WizardInstalling=நிறுவப்படுகிறது
InstallingLabel=காத்திருங்கள், நிறுவி உங்கள் கணினியில் [name] ஐ நிறுவுகிறது.

; *** "Setup Completed" wizard page
FinishedHeadingLabel=[name] நிறுவல் வழிகாட்டி நிறைவடைகிறது
FinishedLabelNoIcons=நிறுவி உங்கள் கணினியில் [name] ஐ நிறுவி முடித்தது.
FinishedLabel=நிறுவி உங்கள் கணினியில் [name] ஐ நிறுவி முடித்தது. நிறுவப்பட்ட குறுக்குவழிகளைக் கொண்டு பயன்பாட்டைத் தொடங்கலாம்.
ClickFinish=நிறுவியிலிருந்து வெளியேற முடி என்பதைக் கிளிக் செய்யுங்கள்.
FinishedRestartLabel=[name] இன் நிறுவலை முடிக்க, நிறுவி உங்கள் கணினியை மறுதொடக்கம் செய்ய வேண்டும். இப்போதே மறுதொடக்கம் செய்யவா?
FinishedRestartMessage=[name] இன் நிறுவலை முடிக்க, நிறுவி உங்கள் கணினியை மறுதொடக்கம் செய்ய வேண்டும்.%n%nஇப்போதே மறுதொடக்கம் செய்யவா?
ShowReadmeCheck=ஆம், README கோப்பைப் பார்க்க விரும்புகிறேன்
YesRadio=&ஆம், கணினியை இப்போதே மறுதொடக்கம் செய்
NoRadio=&இல்லை, கணினியைப் பிறகு மறுதொடக்கம் செய்கிறேன்
RunEntryExec=%1 ஐ இயக்கு
RunEntryShellExec=%1 ஐப் பார்

; *** "Setup Needs the Next Disk" stuff
ChangeDiskTitle=நிறுவிக்கு அடுத்த வட்டு தேவை
SelectDiskLabel2=வட்டு %1 ஐச் செருகி, சரி என்பதைக் கிளிக் செய்யுங்கள்.%n%nஇந்த வட்டின் கோப்புகள் கீழே காட்டப்பட்ட கோப்புறையைத் தவிர வேறொரு கோப்புறையில் இருந்தால், சரியான பாதையை உள்ளிடுங்கள் அல்லது உலாவு என்பதைக் கிளிக் செய்யுங்கள்.
PathLabel=&பாதை:
FileNotInDir2="%1" கோப்பு "%2" இல் கிடைக்கவில்லை. சரியான வட்டைச் செருகுங்கள், அல்லது வேறொரு கோப்புறையைத் தேர்ந்தெடுங்கள்.
SelectDirectoryLabel=அடுத்த வட்டின் இருப்பிடத்தைக் குறிப்பிடுங்கள்.

; *** Installation phase messages
SetupAborted=நிறுவல் முடியவில்லை.%n%nசிக்கலைச் சரிசெய்து, நிறுவியை மீண்டும் இயக்குங்கள்.
AbortRetryIgnoreSelectAction=செயலைத் தேர்ந்தெடுங்கள்
AbortRetryIgnoreRetry=&மீண்டும் முயல்
AbortRetryIgnoreIgnore=பிழையைப் &புறக்கணித்துத் தொடர்
AbortRetryIgnoreCancel=நிறுவலை ரத்துசெய்

; *** Installation status messages
StatusClosingApplications=பயன்பாடுகள் மூடப்படுகின்றன...
StatusCreateDirs=கோப்புறைகள் உருவாக்கப்படுகின்றன...
StatusExtractFiles=கோப்புகள் பிரித்தெடுக்கப்படுகின்றன...
StatusCreateIcons=குறுக்குவழிகள் உருவாக்கப்படுகின்றன...
StatusCreateIniEntries=INI பதிவுகள் உருவாக்கப்படுகின்றன...
StatusCreateRegistryEntries=பதிவக உள்ளீடுகள் உருவாக்கப்படுகின்றன...
StatusRegisterFiles=கோப்புகள் பதிவுசெய்யப்படுகின்றன...
StatusSavingUninstall=நிறுவல் நீக்கத் தகவல் சேமிக்கப்படுகிறது...
StatusRunProgram=நிறுவல் முடிக்கப்படுகிறது...
StatusRestartingApplications=பயன்பாடுகள் மீண்டும் தொடங்கப்படுகின்றன...
StatusRollback=மாற்றங்கள் திரும்பப் பெறப்படுகின்றன...

; *** Misc. errors
ErrorInternal2=உள் பிழை: %1
ErrorFunctionFailedNoCode=%1 தோல்வியடைந்தது
ErrorFunctionFailed=%1 தோல்வியடைந்தது; குறியீடு %2
ErrorFunctionFailedWithMessage=%1 தோல்வியடைந்தது; குறியீடு %2.%n%3
ErrorExecutingProgram=கோப்பை இயக்க முடியவில்லை:%n%1

; *** Registry errors
ErrorRegOpenKey=பதிவக விசையைத் திறப்பதில் பிழை:%n%1\%2
ErrorRegCreateKey=பதிவக விசையை உருவாக்குவதில் பிழை:%n%1\%2
ErrorRegWriteKey=பதிவக விசையில் எழுதுவதில் பிழை:%n%1\%2

; *** INI errors
ErrorIniEntry="%1" கோப்பில் INI பதிவை உருவாக்குவதில் பிழை.

; *** File copying errors
FileAbortRetryIgnoreSkipNotRecommended=இந்தக் கோப்பைத் &தவிர் (பரிந்துரைக்கப்படவில்லை)
FileAbortRetryIgnoreIgnoreNotRecommended=பிழையைப் &புறக்கணித்துத் தொடர் (பரிந்துரைக்கப்படவில்லை)
SourceIsCorrupted=மூலக் கோப்பு சேதமடைந்துள்ளது
SourceDoesntExist="%1" என்ற மூலக் கோப்பு இல்லை
ExistingFileReadOnly2=இருக்கும் கோப்பு படிக்க மட்டுமேயானது என்பதால் அதை மாற்ற முடியவில்லை.
ExistingFileReadOnlyRetry=படிக்க மட்டும் என்ற பண்பை &நீக்கி மீண்டும் முயல்
ExistingFileReadOnlyKeepExisting=இருக்கும் கோப்பை &வைத்துக்கொள்
ErrorReadingExistingDest=இருக்கும் கோப்பைப் படிக்கும்போது பிழை ஏற்பட்டது:
FileExistsSelectAction=செயலைத் தேர்ந்தெடுங்கள்
FileExists2=கோப்பு ஏற்கெனவே உள்ளது.
FileExistsOverwriteExisting=இருக்கும் கோப்பை &மேலெழுது
FileExistsKeepExisting=இருக்கும் கோப்பை &வைத்துக்கொள்
FileExistsOverwriteOrKeepAll=அடுத்த முரண்பாடுகளுக்கும் இதையே &செய்
ExistingFileNewerSelectAction=செயலைத் தேர்ந்தெடுங்கள்
ExistingFileNewer2=நிறுவி நிறுவ முயலும் கோப்பைவிட, இருக்கும் கோப்பு புதியது.
ExistingFileNewerOverwriteExisting=இருக்கும் கோப்பை &மேலெழுது
ExistingFileNewerKeepExisting=இருக்கும் கோப்பை &வைத்துக்கொள் (பரிந்துரைக்கப்படுகிறது)
ExistingFileNewerOverwriteOrKeepAll=அடுத்த முரண்பாடுகளுக்கும் இதையே &செய்
ErrorChangingAttr=இருக்கும் கோப்பின் பண்புகளை மாற்றும்போது பிழை ஏற்பட்டது:
ErrorCreatingTemp=சேருமிடக் கோப்புறையில் கோப்பை உருவாக்கும்போது பிழை ஏற்பட்டது:
ErrorReadingSource=மூலக் கோப்பைப் படிக்கும்போது பிழை ஏற்பட்டது:
ErrorCopying=கோப்பை நகலெடுக்கும்போது பிழை ஏற்பட்டது:
ErrorReplacingExistingFile=இருக்கும் கோப்பை மாற்றும்போது பிழை ஏற்பட்டது:
ErrorRestartReplace=RestartReplace தோல்வியடைந்தது:
ErrorRenamingTemp=சேருமிடக் கோப்புறையில் கோப்பின் பெயரை மாற்றும்போது பிழை ஏற்பட்டது:
ErrorRegisterServer=DLL/OCX ஐப் பதிவுசெய்ய முடியவில்லை: %1
ErrorRegSvr32Failed=RegSvr32 தோல்வியடைந்தது, வெளியேற்றக் குறியீடு %1
ErrorRegisterTypeLib=வகை நூலகத்தைப் பதிவுசெய்ய முடியவில்லை: %1

; *** Uninstall display name markings
UninstallDisplayNameMark=%1 (%2)
UninstallDisplayNameMarks=%1 (%2, %3)
UninstallDisplayNameMark32Bit=32-பிட்
UninstallDisplayNameMark64Bit=64-பிட்
UninstallDisplayNameMarkAllUsers=எல்லாப் பயனர்களும்
UninstallDisplayNameMarkCurrentUser=இப்போதைய பயனர்

; *** Post-installation errors
ErrorOpeningReadme=README கோப்பைத் திறக்கும்போது பிழை ஏற்பட்டது.
ErrorRestartingComputer=நிறுவியால் கணினியை மறுதொடக்கம் செய்ய முடியவில்லை. நீங்களே மறுதொடக்கம் செய்யுங்கள்.

; *** Uninstaller messages
UninstallNotFound="%1" கோப்பு இல்லை. நிறுவலை நீக்க முடியாது.
UninstallOpenError="%1" கோப்பைத் திறக்க முடியவில்லை. நிறுவலை நீக்க முடியாது
UninstallUnsupportedVer="%1" என்ற நிறுவல் நீக்கப் பதிவுக் கோப்பு, இந்தப் பதிப்பு நிறுவல் நீக்கிக்குப் புரியாத வடிவில் உள்ளது. நிறுவலை நீக்க முடியாது
UninstallUnknownEntry=நிறுவல் நீக்கப் பதிவில் தெரியாத உள்ளீடு (%1) ஒன்று கண்டறியப்பட்டது
ConfirmUninstall=%1 ஐயும் அதன் எல்லாக் கூறுகளையும் முழுமையாக நீக்க உறுதியாக விரும்புகிறீர்களா?
UninstallOnlyOnWin64=இந்த நிறுவலை 64-பிட் Windows இல் மட்டுமே நீக்க முடியும்.
OnlyAdminCanUninstall=நிர்வாகி உரிமைகள் உள்ள பயனர் மட்டுமே இந்த நிறுவலை நீக்க முடியும்.
UninstallStatusLabel=காத்திருங்கள், உங்கள் கணினியிலிருந்து %1 நீக்கப்படுகிறது.
UninstalledAll=உங்கள் கணினியிலிருந்து %1 வெற்றிகரமாக நீக்கப்பட்டது.
UninstalledMost=%1 இன் நிறுவல் நீக்கம் முடிந்தது.%n%nசில உருப்படிகளை நீக்க முடியவில்லை. அவற்றை நீங்களே நீக்கலாம்.
UninstalledAndNeedsRestart=%1 இன் நிறுவல் நீக்கத்தை முடிக்க, உங்கள் கணினியை மறுதொடக்கம் செய்ய வேண்டும்.%n%nஇப்போதே மறுதொடக்கம் செய்யவா?
UninstallDataCorrupted="%1" கோப்பு சேதமடைந்துள்ளது. நிறுவலை நீக்க முடியாது

; *** Uninstallation phase messages
ConfirmDeleteSharedFileTitle=பகிர்ந்த கோப்பை நீக்கவா?
ConfirmDeleteSharedFile2=இந்தப் பகிர்ந்த கோப்பை இனி எந்த நிரலும் பயன்படுத்தவில்லை என்று கணினி காட்டுகிறது. இந்தப் பகிர்ந்த கோப்பை நிறுவல் நீக்கி நீக்கவா?%n%nஏதேனும் நிரல் இன்னும் இந்தக் கோப்பைப் பயன்படுத்தி, அது நீக்கப்பட்டால், அந்த நிரல் சரியாக இயங்காமல் போகலாம். உறுதியாகத் தெரியாவிட்டால் இல்லை என்பதைத் தேர்ந்தெடுங்கள். கோப்பைக் கணினியில் விட்டுவைப்பதால் எந்தத் தீங்கும் இல்லை.
SharedFileNameLabel=கோப்பின் பெயர்:
SharedFileLocationLabel=இருப்பிடம்:
WizardUninstalling=நிறுவல் நீக்க நிலை
StatusUninstalling=%1 நீக்கப்படுகிறது...

; *** Shutdown block reasons
ShutdownBlockReasonInstallingApp=%1 நிறுவப்படுகிறது.
ShutdownBlockReasonUninstallingApp=%1 நீக்கப்படுகிறது.

[CustomMessages]

NameAndVersion=%1 பதிப்பு %2
AdditionalIcons=கூடுதல் குறுக்குவழிகள்:
CreateDesktopIcon=&மேசைத்திரைக் குறுக்குவழியை உருவாக்கு
CreateQuickLaunchIcon=&விரைவுத் தொடக்கக் குறுக்குவழியை உருவாக்கு
ProgramOnTheWeb=இணையத்தில் %1
UninstallProgram=%1 ஐ நீக்கு
LaunchProgram=%1 ஐத் தொடங்கு
AssocFileExtension=%1 ஐ %2 கோப்பு &நீட்டிப்புடன் இணை
AssocingFileExtension=%1, %2 கோப்பு நீட்டிப்புடன் இணைக்கப்படுகிறது...
AutoStartProgramGroupDescription=தொடக்கம்:
AutoStartProgram=%1 ஐத் தானாகத் தொடங்கு
AddonHostProgramNotFound=நீங்கள் தேர்ந்தெடுத்த கோப்புறையில் %1 கிடைக்கவில்லை.%n%nஇருந்தாலும் தொடர விரும்புகிறீர்களா?
