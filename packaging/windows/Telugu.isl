; *** Inno Setup 6.1.0+ messages in Telugu, for the Yukon Solitaire installer ***
; Every key of Inno Setup's English Default.isl, translated.

[LangOptions]
LanguageName=తెలుగు
LanguageID=$044A
LanguageCodePage=0

[Messages]

; *** Application titles
SetupAppTitle=సెటప్
SetupWindowTitle=సెటప్ - %1
UninstallAppTitle=అన్‌ఇన్‌స్టాల్
UninstallAppFullTitle=%1 అన్‌ఇన్‌స్టాల్

; *** Misc. common
InformationTitle=సమాచారం
ConfirmTitle=నిర్ధారించండి
ErrorTitle=లోపం

; *** SetupLdr messages
SetupLdrStartupMessage=ఇది %1ను ఇన్‌స్టాల్ చేస్తుంది. మీరు కొనసాగాలనుకుంటున్నారా?
LdrCannotCreateTemp=తాత్కాలిక ఫైల్‌ను సృష్టించలేకపోయింది. సెటప్ ఆపివేయబడింది
LdrCannotExecTemp=తాత్కాలిక ఫోల్డర్‌లోని ఫైల్‌ను నడపలేకపోయింది. సెటప్ ఆపివేయబడింది
HelpTextNote=

; *** Startup error messages
LastErrorMessage=%1.%n%nలోపం %2: %3
SetupFileMissing=ఇన్‌స్టాలేషన్ ఫోల్డర్‌లో %1 ఫైల్ లేదు. దయచేసి సమస్యను సరిచేయండి లేదా ప్రోగ్రామ్ యొక్క కొత్త కాపీని పొందండి.
SetupFileCorrupt=సెటప్ ఫైళ్లు పాడయ్యాయి. దయచేసి ప్రోగ్రామ్ యొక్క కొత్త కాపీని పొందండి.
SetupFileCorruptOrWrongVer=సెటప్ ఫైళ్లు పాడయ్యాయి, లేదా సెటప్ యొక్క ఈ వెర్షన్‌తో సరిపోవు. దయచేసి సమస్యను సరిచేయండి లేదా ప్రోగ్రామ్ యొక్క కొత్త కాపీని పొందండి.
InvalidParameter=కమాండ్ లైన్‌లో చెల్లని పరామితి ఇవ్వబడింది:%n%n%1
SetupAlreadyRunning=సెటప్ ఇప్పటికే నడుస్తోంది.
WindowsVersionNotSupported=మీ కంప్యూటర్‌లో నడుస్తున్న Windows వెర్షన్‌కు ఈ ప్రోగ్రామ్ మద్దతు ఇవ్వదు.
WindowsServicePackRequired=ఈ ప్రోగ్రామ్‌కు %1 సర్వీస్ ప్యాక్ %2 లేదా తర్వాతది అవసరం.
NotOnThisPlatform=ఈ ప్రోగ్రామ్ %1పై నడవదు.
OnlyOnThisPlatform=ఈ ప్రోగ్రామ్‌ను %1పై మాత్రమే నడపాలి.
OnlyOnTheseArchitectures=ఈ ప్రోగ్రామ్‌ను క్రింది ప్రాసెసర్ ఆర్కిటెక్చర్‌ల కోసం రూపొందించిన Windows వెర్షన్‌లలో మాత్రమే ఇన్‌స్టాల్ చేయవచ్చు:%n%n%1
WinVersionTooLowError=ఈ ప్రోగ్రామ్‌కు %1 వెర్షన్ %2 లేదా తర్వాతది అవసరం.
WinVersionTooHighError=ఈ ప్రోగ్రామ్‌ను %1 వెర్షన్ %2 లేదా తర్వాతి దానిపై ఇన్‌స్టాల్ చేయలేరు.
AdminPrivilegesRequired=ఈ ప్రోగ్రామ్‌ను ఇన్‌స్టాల్ చేయడానికి మీరు నిర్వాహకుడిగా లాగిన్ అయి ఉండాలి.
PowerUserPrivilegesRequired=ఈ ప్రోగ్రామ్‌ను ఇన్‌స్టాల్ చేయడానికి మీరు నిర్వాహకుడిగా లేదా Power Users సమూహ సభ్యుడిగా లాగిన్ అయి ఉండాలి.
SetupAppRunningError=%1 ప్రస్తుతం నడుస్తోందని సెటప్ గుర్తించింది.%n%nదయచేసి దాని అన్ని విండోలను ఇప్పుడే మూసివేసి, కొనసాగడానికి సరే లేదా నిష్క్రమించడానికి రద్దు చేయి క్లిక్ చేయండి.
UninstallAppRunningError=%1 ప్రస్తుతం నడుస్తోందని అన్‌ఇన్‌స్టాల్ గుర్తించింది.%n%nదయచేసి దాని అన్ని విండోలను ఇప్పుడే మూసివేసి, కొనసాగడానికి సరే లేదా నిష్క్రమించడానికి రద్దు చేయి క్లిక్ చేయండి.

; *** Startup questions
PrivilegesRequiredOverrideTitle=సెటప్ ఇన్‌స్టాల్ మోడ్‌ను ఎంచుకోండి
PrivilegesRequiredOverrideInstruction=ఇన్‌స్టాల్ మోడ్‌ను ఎంచుకోండి
PrivilegesRequiredOverrideText1=%1ను వినియోగదారులందరి కోసం (నిర్వాహక హక్కులు అవసరం) లేదా మీ ఒక్కరి కోసమే ఇన్‌స్టాల్ చేయవచ్చు.
PrivilegesRequiredOverrideText2=%1ను మీ ఒక్కరి కోసమే లేదా వినియోగదారులందరి కోసం (నిర్వాహక హక్కులు అవసరం) ఇన్‌స్టాల్ చేయవచ్చు.
PrivilegesRequiredOverrideAllUsers=&వినియోగదారులందరి కోసం ఇన్‌స్టాల్ చేయండి
PrivilegesRequiredOverrideAllUsersRecommended=&వినియోగదారులందరి కోసం ఇన్‌స్టాల్ చేయండి (సిఫార్సు)
PrivilegesRequiredOverrideCurrentUser=&నా కోసం మాత్రమే ఇన్‌స్టాల్ చేయండి
PrivilegesRequiredOverrideCurrentUserRecommended=&నా కోసం మాత్రమే ఇన్‌స్టాల్ చేయండి (సిఫార్సు)

; *** Misc. errors
ErrorCreatingDir=సెటప్ "%1" ఫోల్డర్‌ను సృష్టించలేకపోయింది
ErrorTooManyFilesInDir="%1" ఫోల్డర్‌లో చాలా ఎక్కువ ఫైళ్లు ఉన్నందున అందులో ఫైల్‌ను సృష్టించలేకపోయింది

; *** Setup common messages
ExitSetupTitle=సెటప్ నుండి నిష్క్రమించండి
ExitSetupMessage=సెటప్ పూర్తి కాలేదు. ఇప్పుడు నిష్క్రమిస్తే, ప్రోగ్రామ్ ఇన్‌స్టాల్ కాదు.%n%nఇన్‌స్టాలేషన్‌ను పూర్తి చేయడానికి మీరు మరోసారి సెటప్‌ను నడపవచ్చు.%n%nసెటప్ నుండి నిష్క్రమించాలా?
AboutSetupMenuItem=సెటప్ &గురించి...
AboutSetupTitle=సెటప్ గురించి
AboutSetupMessage=%1 వెర్షన్ %2%n%3%n%n%1 హోమ్ పేజీ:%n%4
AboutSetupNote=
TranslatorNote=

; *** Buttons
ButtonBack=< &వెనుకకు
ButtonNext=&తదుపరి >
ButtonInstall=&ఇన్‌స్టాల్ చేయి
ButtonOK=సరే
ButtonCancel=రద్దు చేయి
ButtonYes=&అవును
ButtonYesToAll=&అన్నింటికీ అవును
ButtonNo=&కాదు
ButtonNoToAll=అ&న్నింటికీ కాదు
ButtonFinish=&ముగించు
ButtonBrowse=&బ్రౌజ్ చేయి...
ButtonWizardBrowse=బ్రౌ&జ్ చేయి...
ButtonNewFolder=&కొత్త ఫోల్డర్ సృష్టించు

; *** "Select Language" dialog messages
SelectLanguageTitle=సెటప్ భాషను ఎంచుకోండి
SelectLanguageLabel=ఇన్‌స్టాలేషన్ సమయంలో ఉపయోగించే భాషను ఎంచుకోండి.

; *** Common wizard text
ClickNext=కొనసాగడానికి తదుపరి, లేదా సెటప్ నుండి నిష్క్రమించడానికి రద్దు చేయి క్లిక్ చేయండి.
BeveledLabel=
BrowseDialogTitle=ఫోల్డర్ కోసం బ్రౌజ్ చేయండి
BrowseDialogLabel=క్రింది జాబితాలో ఒక ఫోల్డర్‌ను ఎంచుకుని, సరే క్లిక్ చేయండి.
NewFolderName=కొత్త ఫోల్డర్

; *** "Welcome" wizard page
WelcomeLabel1=[name] సెటప్ విజార్డ్‌కు స్వాగతం
WelcomeLabel2=ఇది మీ కంప్యూటర్‌లో [name/ver]ను ఇన్‌స్టాల్ చేస్తుంది.%n%nకొనసాగే ముందు మిగతా అన్ని అప్లికేషన్‌లను మూసివేయడం మంచిది.

; *** "Password" wizard page
WizardPassword=పాస్‌వర్డ్
PasswordLabel1=ఈ ఇన్‌స్టాలేషన్ పాస్‌వర్డ్‌తో రక్షించబడింది.
PasswordLabel3=దయచేసి పాస్‌వర్డ్ ఇచ్చి, కొనసాగడానికి తదుపరి క్లిక్ చేయండి. పాస్‌వర్డ్‌లలో చిన్న, పెద్ద అక్షరాల తేడా లెక్కలోకి వస్తుంది.
PasswordEditLabel=&పాస్‌వర్డ్:
IncorrectPassword=మీరు ఇచ్చిన పాస్‌వర్డ్ సరైనది కాదు. దయచేసి మళ్లీ ప్రయత్నించండి.

; *** "License Agreement" wizard page
WizardLicense=లైసెన్స్ ఒప్పందం
LicenseLabel=కొనసాగే ముందు దయచేసి క్రింది ముఖ్యమైన సమాచారాన్ని చదవండి.
LicenseLabel3=దయచేసి క్రింది లైసెన్స్ ఒప్పందాన్ని చదవండి. ఇన్‌స్టాలేషన్‌ను కొనసాగించే ముందు మీరు ఈ ఒప్పంద నిబంధనలను అంగీకరించాలి.
LicenseAccepted=నేను ఒప్పందాన్ని &అంగీకరిస్తున్నాను
LicenseNotAccepted=నేను ఒప్పందాన్ని అంగీకరించ&డం లేదు

; *** "Information" wizard pages
WizardInfoBefore=సమాచారం
InfoBeforeLabel=కొనసాగే ముందు దయచేసి క్రింది ముఖ్యమైన సమాచారాన్ని చదవండి.
InfoBeforeClickLabel=సెటప్‌ను కొనసాగించడానికి సిద్ధంగా ఉన్నప్పుడు, తదుపరి క్లిక్ చేయండి.
WizardInfoAfter=సమాచారం
InfoAfterLabel=కొనసాగే ముందు దయచేసి క్రింది ముఖ్యమైన సమాచారాన్ని చదవండి.
InfoAfterClickLabel=సెటప్‌ను కొనసాగించడానికి సిద్ధంగా ఉన్నప్పుడు, తదుపరి క్లిక్ చేయండి.

; *** "User Information" wizard page
WizardUserInfo=వినియోగదారు సమాచారం
UserInfoDesc=దయచేసి మీ సమాచారాన్ని నమోదు చేయండి.
UserInfoName=&వినియోగదారు పేరు:
UserInfoOrg=&సంస్థ:
UserInfoSerial=&సీరియల్ నంబర్:
UserInfoNameRequired=మీరు ఒక పేరును నమోదు చేయాలి.

; *** "Select Destination Location" wizard page
WizardSelectDir=గమ్యస్థానాన్ని ఎంచుకోండి
SelectDirDesc=[name]ను ఎక్కడ ఇన్‌స్టాల్ చేయాలి?
SelectDirLabel3=సెటప్ [name]ను క్రింది ఫోల్డర్‌లో ఇన్‌స్టాల్ చేస్తుంది.
SelectDirBrowseLabel=కొనసాగడానికి తదుపరి క్లిక్ చేయండి. వేరే ఫోల్డర్‌ను ఎంచుకోవాలనుకుంటే, బ్రౌజ్ చేయి క్లిక్ చేయండి.
DiskSpaceGBLabel=కనీసం [gb] GB ఖాళీ డిస్క్ స్థలం అవసరం.
DiskSpaceMBLabel=కనీసం [mb] MB ఖాళీ డిస్క్ స్థలం అవసరం.
CannotInstallToNetworkDrive=సెటప్ నెట్‌వర్క్ డ్రైవ్‌లో ఇన్‌స్టాల్ చేయలేదు.
CannotInstallToUNCPath=సెటప్ UNC పాత్‌లో ఇన్‌స్టాల్ చేయలేదు.
InvalidPath=మీరు డ్రైవ్ అక్షరంతో పూర్తి పాత్‌ను ఇవ్వాలి; ఉదాహరణకు:%n%nC:\APP%n%nలేదా ఈ రూపంలో UNC పాత్:%n%n\\server\share
InvalidDrive=మీరు ఎంచుకున్న డ్రైవ్ లేదా UNC షేర్ లేదు లేదా అందుబాటులో లేదు. దయచేసి మరొకటి ఎంచుకోండి.
DiskSpaceWarningTitle=తగినంత డిస్క్ స్థలం లేదు
DiskSpaceWarning=ఇన్‌స్టాల్ చేయడానికి సెటప్‌కు కనీసం %1 KB ఖాళీ స్థలం అవసరం, కానీ ఎంచుకున్న డ్రైవ్‌లో %2 KB మాత్రమే అందుబాటులో ఉంది.%n%nమీరు అయినా కొనసాగాలనుకుంటున్నారా?
DirNameTooLong=ఫోల్డర్ పేరు లేదా పాత్ చాలా పొడవుగా ఉంది.
InvalidDirName=ఫోల్డర్ పేరు చెల్లదు.
BadDirName32=ఫోల్డర్ పేర్లలో క్రింది అక్షరాలు ఏవీ ఉండకూడదు:%n%n%1
DirExistsTitle=ఫోల్డర్ ఉంది
DirExists=ఫోల్డర్:%n%n%1%n%nఇప్పటికే ఉంది. అయినా ఆ ఫోల్డర్‌లోనే ఇన్‌స్టాల్ చేయాలనుకుంటున్నారా?
DirDoesntExistTitle=ఫోల్డర్ లేదు
DirDoesntExist=ఫోల్డర్:%n%n%1%n%nలేదు. ఫోల్డర్‌ను సృష్టించాలా?

; *** "Select Components" wizard page
WizardSelectComponents=భాగాలను ఎంచుకోండి
SelectComponentsDesc=ఏ భాగాలను ఇన్‌స్టాల్ చేయాలి?
SelectComponentsLabel2=ఇన్‌స్టాల్ చేయాలనుకునే భాగాలను ఎంచుకోండి; వద్దనుకునే వాటి ఎంపికను తీసివేయండి. సిద్ధంగా ఉన్నప్పుడు తదుపరి క్లిక్ చేయండి.
FullInstallation=పూర్తి ఇన్‌స్టాలేషన్
CompactInstallation=సంక్షిప్త ఇన్‌స్టాలేషన్
CustomInstallation=అనుకూల ఇన్‌స్టాలేషన్
NoUninstallWarningTitle=భాగాలు ఉన్నాయి
NoUninstallWarning=క్రింది భాగాలు ఇప్పటికే మీ కంప్యూటర్‌లో ఇన్‌స్టాల్ అయి ఉన్నాయని సెటప్ గుర్తించింది:%n%n%1%n%nవీటి ఎంపికను తీసివేస్తే అవి అన్‌ఇన్‌స్టాల్ కావు.%n%nమీరు అయినా కొనసాగాలనుకుంటున్నారా?
ComponentSize1=%1 KB
ComponentSize2=%1 MB
ComponentsDiskSpaceGBLabel=ప్రస్తుత ఎంపికకు కనీసం [gb] GB డిస్క్ స్థలం అవసరం.
ComponentsDiskSpaceMBLabel=ప్రస్తుత ఎంపికకు కనీసం [mb] MB డిస్క్ స్థలం అవసరం.

; *** "Select Additional Tasks" wizard page
WizardSelectTasks=అదనపు పనులను ఎంచుకోండి
SelectTasksDesc=ఏ అదనపు పనులు చేయాలి?
SelectTasksLabel2=[name]ను ఇన్‌స్టాల్ చేస్తున్నప్పుడు సెటప్ చేయవలసిన అదనపు పనులను ఎంచుకుని, తదుపరి క్లిక్ చేయండి.

; *** "Select Start Menu Folder" wizard page
WizardSelectProgramGroup=స్టార్ట్ మెను ఫోల్డర్‌ను ఎంచుకోండి
SelectStartMenuFolderDesc=సెటప్ ప్రోగ్రామ్ షార్ట్‌కట్‌లను ఎక్కడ ఉంచాలి?
SelectStartMenuFolderLabel3=సెటప్ ప్రోగ్రామ్ షార్ట్‌కట్‌లను క్రింది స్టార్ట్ మెను ఫోల్డర్‌లో సృష్టిస్తుంది.
SelectStartMenuFolderBrowseLabel=కొనసాగడానికి తదుపరి క్లిక్ చేయండి. వేరే ఫోల్డర్‌ను ఎంచుకోవాలనుకుంటే, బ్రౌజ్ చేయి క్లిక్ చేయండి.
MustEnterGroupName=మీరు ఫోల్డర్ పేరును నమోదు చేయాలి.
GroupNameTooLong=ఫోల్డర్ పేరు లేదా పాత్ చాలా పొడవుగా ఉంది.
InvalidGroupName=ఫోల్డర్ పేరు చెల్లదు.
BadGroupName=ఫోల్డర్ పేరులో క్రింది అక్షరాలు ఏవీ ఉండకూడదు:%n%n%1
NoProgramGroupCheck2=స్టార్ట్ మెను ఫోల్డర్‌ను &సృష్టించవద్దు

; *** "Ready to Install" wizard page
WizardReady=ఇన్‌స్టాల్ చేయడానికి సిద్ధం
ReadyLabel1=సెటప్ ఇప్పుడు మీ కంప్యూటర్‌లో [name]ను ఇన్‌స్టాల్ చేయడం ప్రారంభించడానికి సిద్ధంగా ఉంది.
ReadyLabel2a=ఇన్‌స్టాలేషన్‌ను కొనసాగించడానికి ఇన్‌స్టాల్ చేయి, లేదా ఏవైనా సెట్టింగ్‌లను చూడాలన్నా మార్చాలన్నా వెనుకకు క్లిక్ చేయండి.
ReadyLabel2b=ఇన్‌స్టాలేషన్‌ను కొనసాగించడానికి ఇన్‌స్టాల్ చేయి క్లిక్ చేయండి.
ReadyMemoUserInfo=వినియోగదారు సమాచారం:
ReadyMemoDir=గమ్యస్థానం:
ReadyMemoType=సెటప్ రకం:
ReadyMemoComponents=ఎంచుకున్న భాగాలు:
ReadyMemoGroup=స్టార్ట్ మెను ఫోల్డర్:
ReadyMemoTasks=అదనపు పనులు:

; *** TDownloadWizardPage wizard page and DownloadTemporaryFile
DownloadingLabel=అదనపు ఫైళ్లు డౌన్‌లోడ్ అవుతున్నాయి...
ButtonStopDownload=డౌన్‌లోడ్ &ఆపు
StopDownload=మీరు నిజంగా డౌన్‌లోడ్‌ను ఆపాలనుకుంటున్నారా?
ErrorDownloadAborted=డౌన్‌లోడ్ ఆపివేయబడింది
ErrorDownloadFailed=డౌన్‌లోడ్ విఫలమైంది: %1 %2
ErrorDownloadSizeFailed=పరిమాణం తెలుసుకోవడం విఫలమైంది: %1 %2
ErrorFileHash1=ఫైల్ హ్యాష్ విఫలమైంది: %1
ErrorFileHash2=చెల్లని ఫైల్ హ్యాష్: ఆశించినది %1, దొరికినది %2
ErrorProgress=చెల్లని పురోగతి: %2లో %1
ErrorFileSize=చెల్లని ఫైల్ పరిమాణం: ఆశించినది %1, దొరికినది %2

; *** "Preparing to Install" wizard page
WizardPreparing=ఇన్‌స్టాల్ చేయడానికి సిద్ధమవుతోంది
PreparingDesc=సెటప్ మీ కంప్యూటర్‌లో [name]ను ఇన్‌స్టాల్ చేయడానికి సిద్ధమవుతోంది.
PreviousInstallNotCompleted=మునుపటి ప్రోగ్రామ్ ఇన్‌స్టాలేషన్ లేదా తొలగింపు పూర్తి కాలేదు. దాన్ని పూర్తి చేయడానికి మీరు కంప్యూటర్‌ను పునఃప్రారంభించాలి.%n%nకంప్యూటర్‌ను పునఃప్రారంభించిన తర్వాత, [name] ఇన్‌స్టాలేషన్‌ను పూర్తి చేయడానికి సెటప్‌ను మళ్లీ నడపండి.
CannotContinue=సెటప్ కొనసాగలేదు. నిష్క్రమించడానికి దయచేసి రద్దు చేయి క్లిక్ చేయండి.
ApplicationsFound=సెటప్ నవీకరించవలసిన ఫైళ్లను క్రింది అప్లికేషన్‌లు ఉపయోగిస్తున్నాయి. ఈ అప్లికేషన్‌లను సెటప్ స్వయంచాలకంగా మూసివేయడానికి అనుమతించడం మంచిది.
ApplicationsFound2=సెటప్ నవీకరించవలసిన ఫైళ్లను క్రింది అప్లికేషన్‌లు ఉపయోగిస్తున్నాయి. ఈ అప్లికేషన్‌లను సెటప్ స్వయంచాలకంగా మూసివేయడానికి అనుమతించడం మంచిది. ఇన్‌స్టాలేషన్ పూర్తయిన తర్వాత, సెటప్ వాటిని మళ్లీ ప్రారంభించడానికి ప్రయత్నిస్తుంది.
CloseApplications=అప్లికేషన్‌లను &స్వయంచాలకంగా మూసివేయి
DontCloseApplications=అప్లికేషన్‌లను మూసివేయ&వద్దు
ErrorCloseApplications=సెటప్ అన్ని అప్లికేషన్‌లను స్వయంచాలకంగా మూసివేయలేకపోయింది. కొనసాగే ముందు, సెటప్ నవీకరించవలసిన ఫైళ్లను ఉపయోగిస్తున్న అన్ని అప్లికేషన్‌లను మూసివేయడం మంచిది.
PrepareToInstallNeedsRestart=సెటప్ మీ కంప్యూటర్‌ను పునఃప్రారంభించాలి. కంప్యూటర్‌ను పునఃప్రారంభించిన తర్వాత, [name] ఇన్‌స్టాలేషన్‌ను పూర్తి చేయడానికి సెటప్‌ను మళ్లీ నడపండి.%n%nఇప్పుడే పునఃప్రారంభించాలా?

; *** "Installing" wizard page
WizardInstalling=ఇన్‌స్టాల్ అవుతోంది
InstallingLabel=సెటప్ మీ కంప్యూటర్‌లో [name]ను ఇన్‌స్టాల్ చేస్తున్నంత వరకు దయచేసి వేచి ఉండండి.

; *** "Setup Completed" wizard page
FinishedHeadingLabel=[name] సెటప్ విజార్డ్ పూర్తవుతోంది
FinishedLabelNoIcons=సెటప్ మీ కంప్యూటర్‌లో [name]ను ఇన్‌స్టాల్ చేయడం పూర్తి చేసింది.
FinishedLabel=సెటప్ మీ కంప్యూటర్‌లో [name]ను ఇన్‌స్టాల్ చేయడం పూర్తి చేసింది. ఇన్‌స్టాల్ చేసిన షార్ట్‌కట్‌లను ఎంచుకుని అప్లికేషన్‌ను ప్రారంభించవచ్చు.
ClickFinish=సెటప్ నుండి నిష్క్రమించడానికి ముగించు క్లిక్ చేయండి.
FinishedRestartLabel=[name] ఇన్‌స్టాలేషన్‌ను పూర్తి చేయడానికి సెటప్ మీ కంప్యూటర్‌ను పునఃప్రారంభించాలి. ఇప్పుడే పునఃప్రారంభించాలా?
FinishedRestartMessage=[name] ఇన్‌స్టాలేషన్‌ను పూర్తి చేయడానికి సెటప్ మీ కంప్యూటర్‌ను పునఃప్రారంభించాలి.%n%nఇప్పుడే పునఃప్రారంభించాలా?
ShowReadmeCheck=అవును, నేను README ఫైల్‌ను చూడాలనుకుంటున్నాను
YesRadio=&అవును, కంప్యూటర్‌ను ఇప్పుడే పునఃప్రారంభించు
NoRadio=&కాదు, నేను కంప్యూటర్‌ను తర్వాత పునఃప్రారంభిస్తాను
RunEntryExec=%1ను నడుపు
RunEntryShellExec=%1ను చూడు

; *** "Setup Needs the Next Disk" stuff
ChangeDiskTitle=సెటప్‌కు తదుపరి డిస్క్ అవసరం
SelectDiskLabel2=దయచేసి డిస్క్ %1ను చొప్పించి సరే క్లిక్ చేయండి.%n%nఈ డిస్క్‌లోని ఫైళ్లు క్రింద చూపిన ఫోల్డర్ కాకుండా వేరే ఫోల్డర్‌లో ఉంటే, సరైన పాత్‌ను నమోదు చేయండి లేదా బ్రౌజ్ చేయి క్లిక్ చేయండి.
PathLabel=&పాత్:
FileNotInDir2="%1" ఫైల్ "%2"లో దొరకలేదు. దయచేసి సరైన డిస్క్‌ను చొప్పించండి లేదా మరో ఫోల్డర్‌ను ఎంచుకోండి.
SelectDirectoryLabel=దయచేసి తదుపరి డిస్క్ స్థానాన్ని తెలపండి.

; *** Installation phase messages
SetupAborted=సెటప్ పూర్తి కాలేదు.%n%nదయచేసి సమస్యను సరిచేసి సెటప్‌ను మళ్లీ నడపండి.
AbortRetryIgnoreSelectAction=చర్యను ఎంచుకోండి
AbortRetryIgnoreRetry=&మళ్లీ ప్రయత్నించు
AbortRetryIgnoreIgnore=లోపాన్ని &విస్మరించి కొనసాగు
AbortRetryIgnoreCancel=ఇన్‌స్టాలేషన్‌ను రద్దు చేయి

; *** Installation status messages
StatusClosingApplications=అప్లికేషన్‌లు మూసివేయబడుతున్నాయి...
StatusCreateDirs=ఫోల్డర్‌లు సృష్టించబడుతున్నాయి...
StatusExtractFiles=ఫైళ్లు వెలికితీయబడుతున్నాయి...
StatusCreateIcons=షార్ట్‌కట్‌లు సృష్టించబడుతున్నాయి...
StatusCreateIniEntries=INI ఎంట్రీలు సృష్టించబడుతున్నాయి...
StatusCreateRegistryEntries=రిజిస్ట్రీ ఎంట్రీలు సృష్టించబడుతున్నాయి...
StatusRegisterFiles=ఫైళ్లు నమోదు చేయబడుతున్నాయి...
StatusSavingUninstall=అన్‌ఇన్‌స్టాల్ సమాచారం భద్రపరచబడుతోంది...
StatusRunProgram=ఇన్‌స్టాలేషన్ పూర్తవుతోంది...
StatusRestartingApplications=అప్లికేషన్‌లు మళ్లీ ప్రారంభించబడుతున్నాయి...
StatusRollback=మార్పులు వెనక్కి తీసుకోబడుతున్నాయి...

; *** Misc. errors
ErrorInternal2=అంతర్గత లోపం: %1
ErrorFunctionFailedNoCode=%1 విఫలమైంది
ErrorFunctionFailed=%1 విఫలమైంది; కోడ్ %2
ErrorFunctionFailedWithMessage=%1 విఫలమైంది; కోడ్ %2.%n%3
ErrorExecutingProgram=ఫైల్‌ను నడపలేకపోయింది:%n%1

; *** Registry errors
ErrorRegOpenKey=రిజిస్ట్రీ కీని తెరవడంలో లోపం:%n%1\%2
ErrorRegCreateKey=రిజిస్ట్రీ కీని సృష్టించడంలో లోపం:%n%1\%2
ErrorRegWriteKey=రిజిస్ట్రీ కీలో వ్రాయడంలో లోపం:%n%1\%2

; *** INI errors
ErrorIniEntry="%1" ఫైల్‌లో INI ఎంట్రీని సృష్టించడంలో లోపం.

; *** File copying errors
FileAbortRetryIgnoreSkipNotRecommended=ఈ ఫైల్‌ను &దాటవేయి (సిఫార్సు చేయబడదు)
FileAbortRetryIgnoreIgnoreNotRecommended=లోపాన్ని &విస్మరించి కొనసాగు (సిఫార్సు చేయబడదు)
SourceIsCorrupted=మూల ఫైల్ పాడైంది
SourceDoesntExist=మూల ఫైల్ "%1" లేదు
ExistingFileReadOnly2=ఉన్న ఫైల్ చదవడానికి మాత్రమే అని గుర్తించబడినందున దాన్ని భర్తీ చేయలేకపోయింది.
ExistingFileReadOnlyRetry=చదవడానికి-మాత్రమే లక్షణాన్ని &తీసివేసి మళ్లీ ప్రయత్నించు
ExistingFileReadOnlyKeepExisting=ఉన్న ఫైల్‌ను &ఉంచు
ErrorReadingExistingDest=ఉన్న ఫైల్‌ను చదవడానికి ప్రయత్నిస్తుండగా లోపం జరిగింది:
FileExistsSelectAction=చర్యను ఎంచుకోండి
FileExists2=ఫైల్ ఇప్పటికే ఉంది.
FileExistsOverwriteExisting=ఉన్న ఫైల్‌ను &భర్తీ చేయి
FileExistsKeepExisting=ఉన్న ఫైల్‌ను &ఉంచు
FileExistsOverwriteOrKeepAll=తదుపరి వైరుధ్యాలకు &కూడా ఇలాగే చేయి
ExistingFileNewerSelectAction=చర్యను ఎంచుకోండి
ExistingFileNewer2=సెటప్ ఇన్‌స్టాల్ చేయాలనుకుంటున్న ఫైల్ కంటే ఉన్న ఫైల్ కొత్తది.
ExistingFileNewerOverwriteExisting=ఉన్న ఫైల్‌ను &భర్తీ చేయి
ExistingFileNewerKeepExisting=ఉన్న ఫైల్‌ను &ఉంచు (సిఫార్సు)
ExistingFileNewerOverwriteOrKeepAll=తదుపరి వైరుధ్యాలకు &కూడా ఇలాగే చేయి
ErrorChangingAttr=ఉన్న ఫైల్ లక్షణాలను మార్చడానికి ప్రయత్నిస్తుండగా లోపం జరిగింది:
ErrorCreatingTemp=గమ్య ఫోల్డర్‌లో ఫైల్‌ను సృష్టించడానికి ప్రయత్నిస్తుండగా లోపం జరిగింది:
ErrorReadingSource=మూల ఫైల్‌ను చదవడానికి ప్రయత్నిస్తుండగా లోపం జరిగింది:
ErrorCopying=ఫైల్‌ను కాపీ చేయడానికి ప్రయత్నిస్తుండగా లోపం జరిగింది:
ErrorReplacingExistingFile=ఉన్న ఫైల్‌ను భర్తీ చేయడానికి ప్రయత్నిస్తుండగా లోపం జరిగింది:
ErrorRestartReplace=RestartReplace విఫలమైంది:
ErrorRenamingTemp=గమ్య ఫోల్డర్‌లో ఫైల్ పేరు మార్చడానికి ప్రయత్నిస్తుండగా లోపం జరిగింది:
ErrorRegisterServer=DLL/OCXను నమోదు చేయలేకపోయింది: %1
ErrorRegSvr32Failed=RegSvr32 నిష్క్రమణ కోడ్ %1తో విఫలమైంది
ErrorRegisterTypeLib=టైప్ లైబ్రరీని నమోదు చేయలేకపోయింది: %1

; *** Uninstall display name markings
UninstallDisplayNameMark=%1 (%2)
UninstallDisplayNameMarks=%1 (%2, %3)
UninstallDisplayNameMark32Bit=32-బిట్
UninstallDisplayNameMark64Bit=64-బిట్
UninstallDisplayNameMarkAllUsers=వినియోగదారులందరూ
UninstallDisplayNameMarkCurrentUser=ప్రస్తుత వినియోగదారు

; *** Post-installation errors
ErrorOpeningReadme=README ఫైల్‌ను తెరవడానికి ప్రయత్నిస్తుండగా లోపం జరిగింది.
ErrorRestartingComputer=సెటప్ కంప్యూటర్‌ను పునఃప్రారంభించలేకపోయింది. దయచేసి మీరే చేయండి.

; *** Uninstaller messages
UninstallNotFound="%1" ఫైల్ లేదు. అన్‌ఇన్‌స్టాల్ చేయలేరు.
UninstallOpenError="%1" ఫైల్‌ను తెరవలేకపోయింది. అన్‌ఇన్‌స్టాల్ చేయలేరు
UninstallUnsupportedVer=అన్‌ఇన్‌స్టాల్ లాగ్ ఫైల్ "%1" ఈ అన్‌ఇన్‌స్టాలర్ వెర్షన్ గుర్తించని ఆకృతిలో ఉంది. అన్‌ఇన్‌స్టాల్ చేయలేరు
UninstallUnknownEntry=అన్‌ఇన్‌స్టాల్ లాగ్‌లో తెలియని ఎంట్రీ (%1) కనిపించింది
ConfirmUninstall=మీరు నిజంగా %1ను మరియు దాని అన్ని భాగాలను పూర్తిగా తీసివేయాలనుకుంటున్నారా?
UninstallOnlyOnWin64=ఈ ఇన్‌స్టాలేషన్‌ను 64-బిట్ Windowsలో మాత్రమే అన్‌ఇన్‌స్టాల్ చేయవచ్చు.
OnlyAdminCanUninstall=ఈ ఇన్‌స్టాలేషన్‌ను నిర్వాహక హక్కులు ఉన్న వినియోగదారు మాత్రమే అన్‌ఇన్‌స్టాల్ చేయగలరు.
UninstallStatusLabel=మీ కంప్యూటర్ నుండి %1 తీసివేయబడుతున్నంత వరకు దయచేసి వేచి ఉండండి.
UninstalledAll=%1 మీ కంప్యూటర్ నుండి విజయవంతంగా తీసివేయబడింది.
UninstalledMost=%1 అన్‌ఇన్‌స్టాల్ పూర్తయింది.%n%nకొన్ని అంశాలను తీసివేయలేకపోయింది. వాటిని మీరే తీసివేయవచ్చు.
UninstalledAndNeedsRestart=%1 అన్‌ఇన్‌స్టాల్‌ను పూర్తి చేయడానికి మీ కంప్యూటర్‌ను పునఃప్రారంభించాలి.%n%nఇప్పుడే పునఃప్రారంభించాలా?
UninstallDataCorrupted="%1" ఫైల్ పాడైంది. అన్‌ఇన్‌స్టాల్ చేయలేరు

; *** Uninstallation phase messages
ConfirmDeleteSharedFileTitle=భాగస్వామ్య ఫైల్‌ను తీసివేయాలా?
ConfirmDeleteSharedFile2=క్రింది భాగస్వామ్య ఫైల్‌ను ఇప్పుడు ఏ ప్రోగ్రామ్‌లూ ఉపయోగించడం లేదని సిస్టమ్ సూచిస్తోంది. అన్‌ఇన్‌స్టాల్ ఈ భాగస్వామ్య ఫైల్‌ను తీసివేయాలా?%n%nఏదైనా ప్రోగ్రామ్ ఇంకా ఈ ఫైల్‌ను ఉపయోగిస్తుంటే మరియు అది తీసివేయబడితే, ఆ ప్రోగ్రామ్‌లు సరిగా పనిచేయకపోవచ్చు. మీకు ఖచ్చితంగా తెలియకపోతే, కాదు ఎంచుకోండి. ఫైల్‌ను మీ సిస్టమ్‌లో ఉంచడం వల్ల ఎలాంటి హానీ ఉండదు.
SharedFileNameLabel=ఫైల్ పేరు:
SharedFileLocationLabel=స్థానం:
WizardUninstalling=అన్‌ఇన్‌స్టాల్ స్థితి
StatusUninstalling=%1 అన్‌ఇన్‌స్టాల్ అవుతోంది...

; *** Shutdown block reasons
ShutdownBlockReasonInstallingApp=%1 ఇన్‌స్టాల్ అవుతోంది.
ShutdownBlockReasonUninstallingApp=%1 అన్‌ఇన్‌స్టాల్ అవుతోంది.

[CustomMessages]

NameAndVersion=%1 వెర్షన్ %2
AdditionalIcons=అదనపు షార్ట్‌కట్‌లు:
CreateDesktopIcon=&డెస్క్‌టాప్ షార్ట్‌కట్ సృష్టించు
CreateQuickLaunchIcon=&క్విక్ లాంచ్ షార్ట్‌కట్ సృష్టించు
ProgramOnTheWeb=వెబ్‌లో %1
UninstallProgram=%1ను అన్‌ఇన్‌స్టాల్ చేయి
LaunchProgram=%1ను ప్రారంభించు
AssocFileExtension=%1ను %2 ఫైల్ ఎక్స్‌టెన్షన్‌తో &అనుసంధానించు
AssocingFileExtension=%1ను %2 ఫైల్ ఎక్స్‌టెన్షన్‌తో అనుసంధానిస్తోంది...
AutoStartProgramGroupDescription=ప్రారంభం:
AutoStartProgram=%1ను స్వయంచాలకంగా ప్రారంభించు
AddonHostProgramNotFound=మీరు ఎంచుకున్న ఫోల్డర్‌లో %1 దొరకలేదు.%n%nమీరు అయినా కొనసాగాలనుకుంటున్నారా?
