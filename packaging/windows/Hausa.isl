; *** Inno Setup 6.1.0+ messages in Hausa, for the Yukon Solitaire installer ***
; Every key of Inno Setup's English Default.isl, translated.

[LangOptions]
LanguageName=Hausa
LanguageID=$0468
LanguageCodePage=0

[Messages]

; *** Application titles
SetupAppTitle=Saitawa
SetupWindowTitle=Saitawa - %1
UninstallAppTitle=Cirewa
UninstallAppFullTitle=Cire %1

; *** Misc. common
InformationTitle=Bayani
ConfirmTitle=Tabbatar
ErrorTitle=Kuskure

; *** SetupLdr messages
SetupLdrStartupMessage=Wannan zai saka %1. Kana son ci gaba?
LdrCannotCreateTemp=An kasa ƙirƙirar fayil na wucin gadi. An dakatar da saitawa
LdrCannotExecTemp=An kasa gudanar da fayil a cikin babban fayil na wucin gadi. An dakatar da saitawa
HelpTextNote=

; *** Startup error messages
LastErrorMessage=%1.%n%nKuskure %2: %3
SetupFileMissing=Fayil ɗin %1 ba ya cikin babban fayil na saitawa. Da fatan za a gyara matsalar ko a samo sabon kwafin shirin.
SetupFileCorrupt=Fayilolin saitawa sun lalace. Da fatan za a samo sabon kwafin shirin.
SetupFileCorruptOrWrongVer=Fayilolin saitawa sun lalace, ko ba su dace da wannan sigar saitawa ba. Da fatan za a gyara matsalar ko a samo sabon kwafin shirin.
InvalidParameter=An ba da siga mara inganci a layin umarni:%n%n%1
SetupAlreadyRunning=Saitawa tana gudana tuni.
WindowsVersionNotSupported=Wannan shirin ba ya goyon bayan sigar Windows da kwamfutarka ke amfani da ita.
WindowsServicePackRequired=Wannan shirin yana buƙatar %1 Service Pack %2 ko sabo.
NotOnThisPlatform=Wannan shirin ba zai yi aiki a kan %1 ba.
OnlyOnThisPlatform=Dole ne a gudanar da wannan shirin a kan %1.
OnlyOnTheseArchitectures=Ana iya saka wannan shirin ne kawai a kan sigogin Windows da aka yi don waɗannan nau'o'in processor:%n%n%1
WinVersionTooLowError=Wannan shirin yana buƙatar %1 sigar %2 ko sabo.
WinVersionTooHighError=Ba za a iya saka wannan shirin a kan %1 sigar %2 ko sabo ba.
AdminPrivilegesRequired=Dole ne ka shiga a matsayin mai gudanarwa kafin ka saka wannan shirin.
PowerUserPrivilegesRequired=Dole ne ka shiga a matsayin mai gudanarwa ko ɗan rukunin Power Users kafin ka saka wannan shirin.
SetupAppRunningError=Saitawa ta gano cewa %1 yana gudana yanzu.%n%nDa fatan ka rufe shi gaba ɗaya yanzu, sannan ka danna To don ci gaba, ko Soke don fita.
UninstallAppRunningError=Cirewa ta gano cewa %1 yana gudana yanzu.%n%nDa fatan ka rufe shi gaba ɗaya yanzu, sannan ka danna To don ci gaba, ko Soke don fita.

; *** Startup questions
PrivilegesRequiredOverrideTitle=Zaɓi Yanayin Saitawa
PrivilegesRequiredOverrideInstruction=Zaɓi yanayin saitawa
PrivilegesRequiredOverrideText1=Ana iya saka %1 don duk masu amfani (yana buƙatar ikon mai gudanarwa), ko don kai kaɗai.
PrivilegesRequiredOverrideText2=Ana iya saka %1 don kai kaɗai, ko don duk masu amfani (yana buƙatar ikon mai gudanarwa).
PrivilegesRequiredOverrideAllUsers=Saka don &duk masu amfani
PrivilegesRequiredOverrideAllUsersRecommended=Saka don &duk masu amfani (an ba da shawara)
PrivilegesRequiredOverrideCurrentUser=Saka don &ni kaɗai
PrivilegesRequiredOverrideCurrentUserRecommended=Saka don &ni kaɗai (an ba da shawara)

; *** Misc. errors
ErrorCreatingDir=Saitawa ta kasa ƙirƙirar babban fayil "%1"
ErrorTooManyFilesInDir=An kasa ƙirƙirar fayil a babban fayil "%1" domin yana da fayiloli da yawa

; *** Setup common messages
ExitSetupTitle=Fita daga Saitawa
ExitSetupMessage=Saitawa ba ta kammala ba. Idan ka fita yanzu, ba za a saka shirin ba.%n%nKana iya sake gudanar da saitawa wani lokaci don kammala saka shi.%n%nA fita daga saitawa?
AboutSetupMenuItem=&Game da Saitawa...
AboutSetupTitle=Game da Saitawa
AboutSetupMessage=%1 sigar %2%n%3%n%nShafin gida na %1:%n%4
AboutSetupNote=
TranslatorNote=

; *** Buttons
ButtonBack=< &Baya
ButtonNext=&Gaba >
ButtonInstall=&Saka
ButtonOK=To
ButtonCancel=Soke
ButtonYes=&Ee
ButtonYesToAll=Ee ga &duka
ButtonNo=&A'a
ButtonNoToAll=A'a ga d&uka
ButtonFinish=&Gama
ButtonBrowse=&Bincika...
ButtonWizardBrowse=Bi&ncika...
ButtonNewFolder=&Ƙirƙiri Sabon Babban Fayil

; *** "Select Language" dialog messages
SelectLanguageTitle=Zaɓi Harshen Saitawa
SelectLanguageLabel=Zaɓi harshen da za a yi amfani da shi yayin saitawa.

; *** Common wizard text
ClickNext=Danna Gaba don ci gaba, ko Soke don fita daga saitawa.
BeveledLabel=
BrowseDialogTitle=Bincika Babban Fayil
BrowseDialogLabel=Zaɓi babban fayil a jerin da ke ƙasa, sannan ka danna To.
NewFolderName=Sabon Babban Fayil

; *** "Welcome" wizard page
WelcomeLabel1=Barka da zuwa Mayen Saitawar [name]
WelcomeLabel2=Wannan zai saka [name/ver] a kwamfutarka.%n%nAna ba da shawarar ka rufe duk sauran manhajoji kafin ka ci gaba.

; *** "Password" wizard page
WizardPassword=Kalmar Sirri
PasswordLabel1=Wannan saitawar tana da kariyar kalmar sirri.
PasswordLabel3=Da fatan ka shigar da kalmar sirri, sannan ka danna Gaba don ci gaba. Kalmar sirri tana bambanta manyan da ƙananan haruffa.
PasswordEditLabel=&Kalmar sirri:
IncorrectPassword=Kalmar sirrin da ka shigar ba daidai ba ce. Da fatan ka sake gwadawa.

; *** "License Agreement" wizard page
WizardLicense=Yarjejeniyar Lasisi
LicenseLabel=Da fatan ka karanta muhimmin bayanin da ke ƙasa kafin ka ci gaba.
LicenseLabel3=Da fatan ka karanta Yarjejeniyar Lasisi da ke ƙasa. Dole ne ka amince da sharuɗɗan wannan yarjejeniya kafin ka ci gaba da saitawa.
LicenseAccepted=Na &amince da yarjejeniyar
LicenseNotAccepted=Ban &amince da yarjejeniyar ba

; *** "Information" wizard pages
WizardInfoBefore=Bayani
InfoBeforeLabel=Da fatan ka karanta muhimmin bayanin da ke ƙasa kafin ka ci gaba.
InfoBeforeClickLabel=Idan ka shirya ci gaba da saitawa, danna Gaba.
WizardInfoAfter=Bayani
InfoAfterLabel=Da fatan ka karanta muhimmin bayanin da ke ƙasa kafin ka ci gaba.
InfoAfterClickLabel=Idan ka shirya ci gaba da saitawa, danna Gaba.

; *** "User Information" wizard page
WizardUserInfo=Bayanin Mai Amfani
UserInfoDesc=Da fatan ka shigar da bayananka.
UserInfoName=&Sunan mai amfani:
UserInfoOrg=&Ƙungiya:
UserInfoSerial=&Lambar serial:
UserInfoNameRequired=Dole ne ka shigar da suna.

; *** "Select Destination Location" wizard page
WizardSelectDir=Zaɓi Wurin Saka Shi
SelectDirDesc=A ina za a saka [name]?
SelectDirLabel3=Saitawa za ta saka [name] a babban fayil na ƙasa.
SelectDirBrowseLabel=Don ci gaba, danna Gaba. Idan kana son zaɓar wani babban fayil, danna Bincika.
DiskSpaceGBLabel=Ana buƙatar aƙalla [gb] GB na sararin faifai.
DiskSpaceMBLabel=Ana buƙatar aƙalla [mb] MB na sararin faifai.
CannotInstallToNetworkDrive=Saitawa ba za ta iya saka shi a faifan cibiyar sadarwa ba.
CannotInstallToUNCPath=Saitawa ba za ta iya saka shi a hanyar UNC ba.
InvalidPath=Dole ne ka shigar da cikakkiyar hanya mai harafin faifai; misali:%n%nC:\APP%n%nko hanyar UNC kamar haka:%n%n\\server\share
InvalidDrive=Faifai ko rabon UNC da ka zaɓa babu shi ko ba a iya isa gare shi. Da fatan ka zaɓi wani.
DiskSpaceWarningTitle=Sararin Faifai Bai Isa Ba
DiskSpaceWarning=Saitawa tana buƙatar aƙalla %1 KB na sarari don saka shi, amma faifan da aka zaɓa yana da %2 KB kawai.%n%nKana son ci gaba duk da haka?
DirNameTooLong=Sunan babban fayil ko hanyar ya yi tsawo da yawa.
InvalidDirName=Sunan babban fayil ɗin ba shi da inganci.
BadDirName32=Sunayen babban fayil ba za su ƙunshi ko ɗaya daga cikin waɗannan haruffa ba:%n%n%1
DirExistsTitle=Babban Fayil Yana Nan
DirExists=Babban fayil ɗin:%n%n%1%n%nyana nan tuni. Kana son saka shi a wannan babban fayil duk da haka?
DirDoesntExistTitle=Babban Fayil Babu Shi
DirDoesntExist=Babban fayil ɗin:%n%n%1%n%nbabu shi. Kana son a ƙirƙiri babban fayil ɗin?

; *** "Select Components" wizard page
WizardSelectComponents=Zaɓi Sassa
SelectComponentsDesc=Waɗanne sassa za a saka?
SelectComponentsLabel2=Zaɓi sassan da kake son saka; cire alamar sassan da ba ka so. Danna Gaba idan ka shirya ci gaba.
FullInstallation=Cikakkiyar saitawa
CompactInstallation=Ƙaramar saitawa
CustomInstallation=Saitawa ta musamman
NoUninstallWarningTitle=Sassa Suna Nan
NoUninstallWarning=Saitawa ta gano cewa waɗannan sassa an riga an saka su a kwamfutarka:%n%n%1%n%nCire alamarsu ba zai cire su ba.%n%nKana son ci gaba duk da haka?
ComponentSize1=%1 KB
ComponentSize2=%1 MB
ComponentsDiskSpaceGBLabel=Zaɓin yanzu yana buƙatar aƙalla [gb] GB na sararin faifai.
ComponentsDiskSpaceMBLabel=Zaɓin yanzu yana buƙatar aƙalla [mb] MB na sararin faifai.

; *** "Select Additional Tasks" wizard page
WizardSelectTasks=Zaɓi Ƙarin Ayyuka
SelectTasksDesc=Waɗanne ƙarin ayyuka za a yi?
SelectTasksLabel2=Zaɓi ƙarin ayyukan da kake son saitawa ta yi yayin saka [name], sannan ka danna Gaba.

; *** "Select Start Menu Folder" wizard page
WizardSelectProgramGroup=Zaɓi Babban Fayil na Menu na Farawa
SelectStartMenuFolderDesc=A ina saitawa za ta sa gajerun hanyoyin shirin?
SelectStartMenuFolderLabel3=Saitawa za ta ƙirƙiri gajerun hanyoyin shirin a babban fayil na Menu na Farawa da ke ƙasa.
SelectStartMenuFolderBrowseLabel=Don ci gaba, danna Gaba. Idan kana son zaɓar wani babban fayil, danna Bincika.
MustEnterGroupName=Dole ne ka shigar da sunan babban fayil.
GroupNameTooLong=Sunan babban fayil ko hanyar ya yi tsawo da yawa.
InvalidGroupName=Sunan babban fayil ɗin ba shi da inganci.
BadGroupName=Sunan babban fayil ba zai ƙunshi ko ɗaya daga cikin waɗannan haruffa ba:%n%n%1
NoProgramGroupCheck2=&Kada a ƙirƙiri babban fayil na Menu na Farawa

; *** "Ready to Install" wizard page
WizardReady=An Shirya Saka Shi
ReadyLabel1=Saitawa ta shirya fara saka [name] a kwamfutarka.
ReadyLabel2a=Danna Saka don ci gaba da saitawa, ko Baya idan kana son dubawa ko canza wasu saituna.
ReadyLabel2b=Danna Saka don ci gaba da saitawa.
ReadyMemoUserInfo=Bayanin mai amfani:
ReadyMemoDir=Wurin saka shi:
ReadyMemoType=Nau'in saitawa:
ReadyMemoComponents=Sassan da aka zaɓa:
ReadyMemoGroup=Babban fayil na Menu na Farawa:
ReadyMemoTasks=Ƙarin ayyuka:

; *** TDownloadWizardPage wizard page and DownloadTemporaryFile
DownloadingLabel=Ana sauke ƙarin fayiloli...
ButtonStopDownload=&Dakatar da saukewa
StopDownload=Tabbas kana son dakatar da saukewa?
ErrorDownloadAborted=An dakatar da saukewa
ErrorDownloadFailed=Saukewa ta gaza: %1 %2
ErrorDownloadSizeFailed=An kasa samun girma: %1 %2
ErrorFileHash1=Hash na fayil ya gaza: %1
ErrorFileHash2=Hash na fayil ba daidai ba: ana sa ran %1, an samu %2
ErrorProgress=Ci gaba mara inganci: %1 cikin %2
ErrorFileSize=Girman fayil ba daidai ba: ana sa ran %1, an samu %2

; *** "Preparing to Install" wizard page
WizardPreparing=Ana Shirin Saka Shi
PreparingDesc=Saitawa tana shirin saka [name] a kwamfutarka.
PreviousInstallNotCompleted=Saka ko cire wani shiri a baya bai kammala ba. Kana buƙatar sake kunna kwamfutarka don kammala shi.%n%nBayan ka sake kunna kwamfutarka, sake gudanar da saitawa don kammala saka [name].
CannotContinue=Saitawa ba za ta iya ci gaba ba. Da fatan ka danna Soke don fita.
ApplicationsFound=Waɗannan manhajoji suna amfani da fayilolin da saitawa ke buƙatar sabuntawa. Ana ba da shawarar ka bar saitawa ta rufe su da kanta.
ApplicationsFound2=Waɗannan manhajoji suna amfani da fayilolin da saitawa ke buƙatar sabuntawa. Ana ba da shawarar ka bar saitawa ta rufe su da kanta. Bayan an gama saitawa, saitawa za ta yi ƙoƙarin sake buɗe su.
CloseApplications=&Rufe manhajojin da kanta
DontCloseApplications=&Kada a rufe manhajojin
ErrorCloseApplications=Saitawa ta kasa rufe duk manhajojin da kanta. Ana ba da shawarar ka rufe duk manhajojin da ke amfani da fayilolin da saitawa ke buƙatar sabuntawa kafin ka ci gaba.
PrepareToInstallNeedsRestart=Dole ne saitawa ta sake kunna kwamfutarka. Bayan ka sake kunna kwamfutarka, sake gudanar da saitawa don kammala saka [name].%n%nKana son sake kunnawa yanzu?

; *** "Installing" wizard page
WizardInstalling=Ana Saka Shi
InstallingLabel=Da fatan ka jira yayin da saitawa ke saka [name] a kwamfutarka.

; *** "Setup Completed" wizard page
FinishedHeadingLabel=Ana Kammala Mayen Saitawar [name]
FinishedLabelNoIcons=Saitawa ta gama saka [name] a kwamfutarka.
FinishedLabel=Saitawa ta gama saka [name] a kwamfutarka. Ana iya buɗe manhajar ta hanyar zaɓar gajerun hanyoyin da aka saka.
ClickFinish=Danna Gama don fita daga saitawa.
FinishedRestartLabel=Don kammala saka [name], dole ne saitawa ta sake kunna kwamfutarka. Kana son sake kunnawa yanzu?
FinishedRestartMessage=Don kammala saka [name], dole ne saitawa ta sake kunna kwamfutarka.%n%nKana son sake kunnawa yanzu?
ShowReadmeCheck=Ee, ina son ganin fayil ɗin README
YesRadio=&Ee, sake kunna kwamfutar yanzu
NoRadio=&A'a, zan sake kunna kwamfutar daga baya
RunEntryExec=Gudanar da %1
RunEntryShellExec=Duba %1

; *** "Setup Needs the Next Disk" stuff
ChangeDiskTitle=Saitawa Tana Buƙatar Faifai na Gaba
SelectDiskLabel2=Da fatan ka saka Faifai %1 sannan ka danna To.%n%nIdan fayilolin wannan faifai suna a wani babban fayil ba wanda aka nuna a ƙasa ba, shigar da hanyar da ta dace ko danna Bincika.
PathLabel=&Hanya:
FileNotInDir2=Ba a sami fayil ɗin "%1" a "%2" ba. Da fatan ka saka faifan da ya dace ko ka zaɓi wani babban fayil.
SelectDirectoryLabel=Da fatan ka faɗi wurin faifai na gaba.

; *** Installation phase messages
SetupAborted=Saitawa ba ta kammala ba.%n%nDa fatan ka gyara matsalar sannan ka sake gudanar da saitawa.
AbortRetryIgnoreSelectAction=Zaɓi mataki
AbortRetryIgnoreRetry=&Sake gwadawa
AbortRetryIgnoreIgnore=&Kyale kuskuren ka ci gaba
AbortRetryIgnoreCancel=Soke saitawa

; *** Installation status messages
StatusClosingApplications=Ana rufe manhajoji...
StatusCreateDirs=Ana ƙirƙirar manyan fayiloli...
StatusExtractFiles=Ana fitar da fayiloli...
StatusCreateIcons=Ana ƙirƙirar gajerun hanyoyi...
StatusCreateIniEntries=Ana ƙirƙirar shigarwar INI...
StatusCreateRegistryEntries=Ana ƙirƙirar shigarwar registry...
StatusRegisterFiles=Ana yin rajistar fayiloli...
StatusSavingUninstall=Ana ajiye bayanin cirewa...
StatusRunProgram=Ana kammala saitawa...
StatusRestartingApplications=Ana sake buɗe manhajoji...
StatusRollback=Ana mayar da canje-canje...

; *** Misc. errors
ErrorInternal2=Kuskuren ciki: %1
ErrorFunctionFailedNoCode=%1 ya gaza
ErrorFunctionFailed=%1 ya gaza; lamba %2
ErrorFunctionFailedWithMessage=%1 ya gaza; lamba %2.%n%3
ErrorExecutingProgram=An kasa gudanar da fayil:%n%1

; *** Registry errors
ErrorRegOpenKey=Kuskure wajen buɗe maɓallin registry:%n%1\%2
ErrorRegCreateKey=Kuskure wajen ƙirƙirar maɓallin registry:%n%1\%2
ErrorRegWriteKey=Kuskure wajen rubutu a maɓallin registry:%n%1\%2

; *** INI errors
ErrorIniEntry=Kuskure wajen ƙirƙirar shigarwar INI a fayil "%1".

; *** File copying errors
FileAbortRetryIgnoreSkipNotRecommended=&Tsallake wannan fayil (ba a ba da shawara ba)
FileAbortRetryIgnoreIgnoreNotRecommended=&Kyale kuskuren ka ci gaba (ba a ba da shawara ba)
SourceIsCorrupted=Fayil ɗin tushe ya lalace
SourceDoesntExist=Fayil ɗin tushe "%1" babu shi
ExistingFileReadOnly2=An kasa maye gurbin fayil ɗin da ke nan domin an yi masa alamar karantawa-kawai.
ExistingFileReadOnlyRetry=&Cire alamar karantawa-kawai ka sake gwadawa
ExistingFileReadOnlyKeepExisting=&Ajiye fayil ɗin da ke nan
ErrorReadingExistingDest=Kuskure ya faru yayin ƙoƙarin karanta fayil ɗin da ke nan:
FileExistsSelectAction=Zaɓi mataki
FileExists2=Fayil ɗin yana nan tuni.
FileExistsOverwriteExisting=&Maye gurbin fayil ɗin da ke nan
FileExistsKeepExisting=&Ajiye fayil ɗin da ke nan
FileExistsOverwriteOrKeepAll=&Yi haka ga rikice-rikice na gaba
ExistingFileNewerSelectAction=Zaɓi mataki
ExistingFileNewer2=Fayil ɗin da ke nan ya fi wanda saitawa ke ƙoƙarin sakawa sabo.
ExistingFileNewerOverwriteExisting=&Maye gurbin fayil ɗin da ke nan
ExistingFileNewerKeepExisting=&Ajiye fayil ɗin da ke nan (an ba da shawara)
ExistingFileNewerOverwriteOrKeepAll=&Yi haka ga rikice-rikice na gaba
ErrorChangingAttr=Kuskure ya faru yayin ƙoƙarin canza halayen fayil ɗin da ke nan:
ErrorCreatingTemp=Kuskure ya faru yayin ƙoƙarin ƙirƙirar fayil a babban fayil na inda za a saka:
ErrorReadingSource=Kuskure ya faru yayin ƙoƙarin karanta fayil ɗin tushe:
ErrorCopying=Kuskure ya faru yayin ƙoƙarin kwafin fayil:
ErrorReplacingExistingFile=Kuskure ya faru yayin ƙoƙarin maye gurbin fayil ɗin da ke nan:
ErrorRestartReplace=RestartReplace ya gaza:
ErrorRenamingTemp=Kuskure ya faru yayin ƙoƙarin sake sunan fayil a babban fayil na inda za a saka:
ErrorRegisterServer=An kasa yin rajistar DLL/OCX: %1
ErrorRegSvr32Failed=RegSvr32 ya gaza da lambar fita %1
ErrorRegisterTypeLib=An kasa yin rajistar ɗakin karatun nau'i: %1

; *** Uninstall display name markings
UninstallDisplayNameMark=%1 (%2)
UninstallDisplayNameMarks=%1 (%2, %3)
UninstallDisplayNameMark32Bit=32-bit
UninstallDisplayNameMark64Bit=64-bit
UninstallDisplayNameMarkAllUsers=Duk masu amfani
UninstallDisplayNameMarkCurrentUser=Mai amfani na yanzu

; *** Post-installation errors
ErrorOpeningReadme=Kuskure ya faru yayin ƙoƙarin buɗe fayil ɗin README.
ErrorRestartingComputer=Saitawa ta kasa sake kunna kwamfutar. Da fatan ka yi hakan da kanka.

; *** Uninstaller messages
UninstallNotFound=Fayil ɗin "%1" babu shi. Ba za a iya cirewa ba.
UninstallOpenError=An kasa buɗe fayil ɗin "%1". Ba za a iya cirewa ba
UninstallUnsupportedVer=Fayil ɗin rajistar cirewa "%1" yana cikin tsarin da wannan sigar mai cirewa ba ta gane ba. Ba za a iya cirewa ba
UninstallUnknownEntry=An sami shigarwar da ba a sani ba (%1) a rajistar cirewa
ConfirmUninstall=Tabbas kana son cire %1 gaba ɗaya tare da duk sassansa?
UninstallOnlyOnWin64=Ana iya cire wannan saitawar ne kawai a Windows mai 64-bit.
OnlyAdminCanUninstall=Mai amfani mai ikon gudanarwa ne kaɗai zai iya cire wannan saitawar.
UninstallStatusLabel=Da fatan ka jira yayin da ake cire %1 daga kwamfutarka.
UninstalledAll=An cire %1 daga kwamfutarka cikin nasara.
UninstalledMost=An gama cire %1.%n%nWasu abubuwa ba a iya cire su ba. Kana iya cire su da kanka.
UninstalledAndNeedsRestart=Don kammala cire %1, dole ne a sake kunna kwamfutarka.%n%nKana son sake kunnawa yanzu?
UninstallDataCorrupted=Fayil ɗin "%1" ya lalace. Ba za a iya cirewa ba

; *** Uninstallation phase messages
ConfirmDeleteSharedFileTitle=A Cire Fayil na Tarayya?
ConfirmDeleteSharedFile2=Tsarin yana nuna cewa babu wani shiri da ke amfani da wannan fayil na tarayya yanzu. Kana son cirewa ta cire wannan fayil na tarayya?%n%nIdan wani shiri yana amfani da fayil ɗin har yanzu kuma aka cire shi, wannan shirin na iya daina aiki yadda ya kamata. Idan ba ka da tabbas, zaɓi A'a. Barin fayil ɗin a tsarinka ba zai cutar da komai ba.
SharedFileNameLabel=Sunan fayil:
SharedFileLocationLabel=Wuri:
WizardUninstalling=Matsayin Cirewa
StatusUninstalling=Ana cire %1...

; *** Shutdown block reasons
ShutdownBlockReasonInstallingApp=Ana saka %1.
ShutdownBlockReasonUninstallingApp=Ana cire %1.

[CustomMessages]

NameAndVersion=%1 sigar %2
AdditionalIcons=Ƙarin gajerun hanyoyi:
CreateDesktopIcon=Ƙirƙiri gajeriyar hanya a &tebur
CreateQuickLaunchIcon=Ƙirƙiri gajeriyar hanyar &Quick Launch
ProgramOnTheWeb=%1 a Yanar Gizo
UninstallProgram=Cire %1
LaunchProgram=Buɗe %1
AssocFileExtension=&Haɗa %1 da tsawaitar fayil %2
AssocingFileExtension=Ana haɗa %1 da tsawaitar fayil %2...
AutoStartProgramGroupDescription=Farawa:
AutoStartProgram=Buɗe %1 da kansa
AddonHostProgramNotFound=Ba a sami %1 a babban fayil ɗin da ka zaɓa ba.%n%nKana son ci gaba duk da haka?
