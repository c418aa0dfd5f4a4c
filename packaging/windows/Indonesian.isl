; *** Inno Setup 6.1.0+ messages in Indonesian, for the Yukon Solitaire installer ***
; Every key of Inno Setup's English Default.isl, translated.

[LangOptions]
LanguageName=Bahasa Indonesia
LanguageID=$0421
LanguageCodePage=0

[Messages]

; *** Application titles
SetupAppTitle=Instalasi
SetupWindowTitle=Instalasi - %1
UninstallAppTitle=Hapus Instalasi
UninstallAppFullTitle=Hapus Instalasi %1

; *** Misc. common
InformationTitle=Informasi
ConfirmTitle=Konfirmasi
ErrorTitle=Galat

; *** SetupLdr messages
SetupLdrStartupMessage=Program ini akan memasang %1. Apakah Anda ingin melanjutkan?
LdrCannotCreateTemp=Tidak dapat membuat berkas sementara. Instalasi dibatalkan
LdrCannotExecTemp=Tidak dapat menjalankan berkas di folder sementara. Instalasi dibatalkan
HelpTextNote=

; *** Startup error messages
LastErrorMessage=%1.%n%nGalat %2: %3
SetupFileMissing=Berkas %1 tidak ada di folder instalasi. Perbaiki masalah ini atau dapatkan salinan baru program ini.
SetupFileCorrupt=Berkas instalasi rusak. Dapatkan salinan baru program ini.
SetupFileCorruptOrWrongVer=Berkas instalasi rusak, atau tidak cocok dengan versi Instalasi ini. Perbaiki masalah ini atau dapatkan salinan baru program ini.
InvalidParameter=Parameter yang tidak sah diberikan pada baris perintah:%n%n%1
SetupAlreadyRunning=Instalasi sudah berjalan.
WindowsVersionNotSupported=Program ini tidak mendukung versi Windows yang berjalan di komputer Anda.
WindowsServicePackRequired=Program ini memerlukan %1 Service Pack %2 atau yang lebih baru.
NotOnThisPlatform=Program ini tidak akan berjalan di %1.
OnlyOnThisPlatform=Program ini harus dijalankan di %1.
OnlyOnTheseArchitectures=Program ini hanya dapat dipasang pada versi Windows yang dirancang untuk arsitektur prosesor berikut:%n%n%1
WinVersionTooLowError=Program ini memerlukan %1 versi %2 atau yang lebih baru.
WinVersionTooHighError=Program ini tidak dapat dipasang pada %1 versi %2 atau yang lebih baru.
AdminPrivilegesRequired=Anda harus masuk sebagai administrator untuk memasang program ini.
PowerUserPrivilegesRequired=Anda harus masuk sebagai administrator atau anggota grup Power Users untuk memasang program ini.
SetupAppRunningError=Instalasi mendeteksi bahwa %1 sedang berjalan.%n%nTutup semua jendelanya sekarang, lalu klik OK untuk melanjutkan, atau Batal untuk keluar.
UninstallAppRunningError=Penghapus instalasi mendeteksi bahwa %1 sedang berjalan.%n%nTutup semua jendelanya sekarang, lalu klik OK untuk melanjutkan, atau Batal untuk keluar.

; *** Startup questions
PrivilegesRequiredOverrideTitle=Pilih Mode Instalasi
PrivilegesRequiredOverrideInstruction=Pilih mode instalasi
PrivilegesRequiredOverrideText1=%1 dapat dipasang untuk semua pengguna (memerlukan hak administrator), atau hanya untuk Anda.
PrivilegesRequiredOverrideText2=%1 dapat dipasang hanya untuk Anda, atau untuk semua pengguna (memerlukan hak administrator).
PrivilegesRequiredOverrideAllUsers=Pasang untuk &semua pengguna
PrivilegesRequiredOverrideAllUsersRecommended=Pasang untuk &semua pengguna (disarankan)
PrivilegesRequiredOverrideCurrentUser=Pasang hanya untuk &saya
PrivilegesRequiredOverrideCurrentUserRecommended=Pasang hanya untuk &saya (disarankan)

; *** Misc. errors
ErrorCreatingDir=Instalasi tidak dapat membuat folder "%1"
ErrorTooManyFilesInDir=Tidak dapat membuat berkas di folder "%1" karena folder itu berisi terlalu banyak berkas

; *** Setup common messages
ExitSetupTitle=Keluar dari Instalasi
ExitSetupMessage=Instalasi belum selesai. Jika Anda keluar sekarang, program tidak akan terpasang.%n%nAnda dapat menjalankan Instalasi lagi nanti untuk menyelesaikannya.%n%nKeluar dari Instalasi?
AboutSetupMenuItem=&Tentang Instalasi...
AboutSetupTitle=Tentang Instalasi
AboutSetupMessage=%1 versi %2%n%3%n%nSitus web %1:%n%4
AboutSetupNote=
TranslatorNote=

; *** Buttons
ButtonBack=< &Kembali
ButtonNext=&Berikutnya >
ButtonInstall=&Pasang
ButtonOK=OK
ButtonCancel=Batal
ButtonYes=&Ya
ButtonYesToAll=Ya untuk &Semua
ButtonNo=&Tidak
ButtonNoToAll=T&idak untuk Semua
ButtonFinish=&Selesai
ButtonBrowse=&Telusuri...
ButtonWizardBrowse=T&elusuri...
ButtonNewFolder=&Buat Folder Baru

; *** "Select Language" dialog messages
SelectLanguageTitle=Pilih Bahasa Instalasi
SelectLanguageLabel=Pilih bahasa yang akan digunakan selama instalasi.

; *** Common wizard text
ClickNext=Klik Berikutnya untuk melanjutkan, atau Batal untuk keluar dari Instalasi.
BeveledLabel=
BrowseDialogTitle=Telusuri Folder
BrowseDialogLabel=Pilih sebuah folder dari daftar di bawah, lalu klik OK.
NewFolderName=Folder Baru

; *** "Welcome" wizard page
WelcomeLabel1=Selamat datang di Wisaya Instalasi [name]
WelcomeLabel2=Program ini akan memasang [name/ver] di komputer Anda.%n%nSebaiknya tutup semua aplikasi lain sebelum melanjutkan.

; *** "Password" wizard page
WizardPassword=Kata Sandi
PasswordLabel1=Instalasi ini dilindungi kata sandi.
PasswordLabel3=Masukkan kata sandi, lalu klik Berikutnya untuk melanjutkan. Huruf besar dan kecil dibedakan.
PasswordEditLabel=&Kata sandi:
IncorrectPassword=Kata sandi yang Anda masukkan salah. Silakan coba lagi.

; *** "License Agreement" wizard page
WizardLicense=Perjanjian Lisensi
LicenseLabel=Bacalah informasi penting berikut sebelum melanjutkan.
LicenseLabel3=Bacalah Perjanjian Lisensi berikut. Anda harus menerima ketentuan perjanjian ini sebelum melanjutkan instalasi.
LicenseAccepted=Saya &menerima perjanjian ini
LicenseNotAccepted=Saya &tidak menerima perjanjian ini

; *** "Information" wizard pages
WizardInfoBefore=Informasi
InfoBeforeLabel=Bacalah informasi penting berikut sebelum melanjutkan.
InfoBeforeClickLabel=Jika Anda siap melanjutkan Instalasi, klik Berikutnya.
WizardInfoAfter=Informasi
InfoAfterLabel=Bacalah informasi penting berikut sebelum melanjutkan.
InfoAfterClickLabel=Jika Anda siap melanjutkan Instalasi, klik Berikutnya.

; *** "User Information" wizard page
WizardUserInfo=Informasi Pengguna
UserInfoDesc=Masukkan informasi Anda.
UserInfoName=&Nama pengguna:
UserInfoOrg=&Organisasi:
UserInfoSerial=Nomor &Seri:
UserInfoNameRequired=Anda harus memasukkan nama.

; *** "Select Destination Location" wizard page
WizardSelectDir=Pilih Lokasi Tujuan
SelectDirDesc=Di mana [name] akan dipasang?
SelectDirLabel3=Instalasi akan memasang [name] ke folder berikut.
SelectDirBrowseLabel=Klik Berikutnya untuk melanjutkan. Jika Anda ingin memilih folder lain, klik Telusuri.
DiskSpaceGBLabel=Diperlukan ruang disk kosong sedikitnya [gb] GB.
DiskSpaceMBLabel=Diperlukan ruang disk kosong sedikitnya [mb] MB.
CannotInstallToNetworkDrive=Instalasi tidak dapat memasang ke drive jaringan.
CannotInstallToUNCPath=Instalasi tidak dapat memasang ke jalur UNC.
InvalidPath=Anda harus memasukkan jalur lengkap dengan huruf drive; contoh:%n%nC:\APP%n%natau jalur UNC dengan bentuk:%n%n\\server\share
InvalidDrive=Drive atau berbagi UNC yang Anda pilih tidak ada atau tidak dapat diakses. Pilih yang lain.
DiskSpaceWarningTitle=Ruang Disk Tidak Cukup
DiskSpaceWarning=Instalasi memerlukan sedikitnya %1 KB ruang kosong, tetapi drive yang dipilih hanya memiliki %2 KB.%n%nApakah Anda tetap ingin melanjutkan?
DirNameTooLong=Nama folder atau jalurnya terlalu panjang.
InvalidDirName=Nama folder tidak sah.
BadDirName32=Nama folder tidak boleh berisi karakter berikut:%n%n%1
DirExistsTitle=Folder Sudah Ada
DirExists=Folder:%n%n%1%n%nsudah ada. Apakah Anda tetap ingin memasang ke folder itu?
DirDoesntExistTitle=Folder Tidak Ada
DirDoesntExist=Folder:%n%n%1%n%ntidak ada. Apakah folder itu perlu dibuat?

; *** "Select Components" wizard page
WizardSelectComponents=Pilih Komponen
SelectComponentsDesc=Komponen mana yang akan dipasang?
SelectComponentsLabel2=Pilih komponen yang ingin dipasang; kosongkan komponen yang tidak ingin dipasang. Klik Berikutnya jika Anda siap melanjutkan.
FullInstallation=Instalasi lengkap
CompactInstallation=Instalasi ringkas
CustomInstallation=Instalasi khusus
NoUninstallWarningTitle=Komponen Sudah Ada
NoUninstallWarning=Instalasi mendeteksi bahwa komponen berikut sudah terpasang di komputer Anda:%n%n%1%n%nMembatalkan pilihan komponen ini tidak akan menghapusnya.%n%nApakah Anda tetap ingin melanjutkan?
ComponentSize1=%1 KB
ComponentSize2=%1 MB
ComponentsDiskSpaceGBLabel=Pilihan saat ini memerlukan ruang disk sedikitnya [gb] GB.
ComponentsDiskSpaceMBLabel=Pilihan saat ini memerlukan ruang disk sedikitnya [mb] MB.

; *** "Select Additional Tasks" wizard page
WizardSelectTasks=Pilih Tugas Tambahan
SelectTasksDesc=Tugas tambahan apa yang akan dijalankan?
SelectTasksLabel2=Pilih tugas tambahan yang Anda ingin Instalasi jalankan saat memasang [name], lalu klik Berikutnya.

; *** "Select Start Menu Folder" wizard page
WizardSelectProgramGroup=Pilih Folder Menu Mulai
SelectStartMenuFolderDesc=Di mana Instalasi akan meletakkan pintasan program?
SelectStartMenuFolderLabel3=Instalasi akan membuat pintasan program di folder Menu Mulai berikut.
SelectStartMenuFolderBrowseLabel=Klik Berikutnya untuk melanjutkan. Jika Anda ingin memilih folder lain, klik Telusuri.
MustEnterGroupName=Anda harus memasukkan nama folder.
GroupNameTooLong=Nama folder atau jalurnya terlalu panjang.
InvalidGroupName=Nama folder tidak sah.
BadGroupName=Nama folder tidak boleh berisi karakter berikut:%n%n%1
NoProgramGroupCheck2=&Jangan buat folder Menu Mulai

; *** "Ready to Install" wizard page
WizardReady=Siap Memasang
ReadyLabel1=Instalasi siap mulai memasang [name] di komputer Anda.
ReadyLabel2a=Klik Pasang untuk melanjutkan instalasi, atau klik Kembali jika Anda ingin meninjau atau mengubah pengaturan.
ReadyLabel2b=Klik Pasang untuk melanjutkan instalasi.
ReadyMemoUserInfo=Informasi pengguna:
ReadyMemoDir=Lokasi tujuan:
ReadyMemoType=Jenis instalasi:
ReadyMemoComponents=Komponen yang dipilih:
ReadyMemoGroup=Folder Menu Mulai:
ReadyMemoTasks=Tugas tambahan:

; *** TDownloadWizardPage wizard page and DownloadTemporaryFile
DownloadingLabel=Mengunduh berkas tambahan...
ButtonStopDownload=&Hentikan unduhan
StopDownload=Apakah Anda yakin ingin menghentikan unduhan?
ErrorDownloadAborted=Unduhan dibatalkan
ErrorDownloadFailed=Unduhan gagal: %1 %2
ErrorDownloadSizeFailed=Gagal mendapatkan ukuran: %1 %2
ErrorFileHash1=Hash berkas gagal: %1
ErrorFileHash2=Hash berkas tidak sah: seharusnya %1, ditemukan %2
ErrorProgress=Kemajuan tidak sah: %1 dari %2
ErrorFileSize=Ukuran berkas tidak sah: seharusnya %1, ditemukan %2

; *** "Preparing to Install" wizard page
WizardPreparing=Bersiap Memasang
PreparingDesc=Instalasi sedang bersiap memasang [name] di komputer Anda.
PreviousInstallNotCompleted=Instalasi atau penghapusan program sebelumnya belum selesai. Anda perlu memulai ulang komputer untuk menyelesaikannya.%n%nSetelah memulai ulang komputer, jalankan Instalasi lagi untuk menyelesaikan pemasangan [name].
CannotContinue=Instalasi tidak dapat dilanjutkan. Klik Batal untuk keluar.
ApplicationsFound=Aplikasi berikut sedang menggunakan berkas yang perlu diperbarui oleh Instalasi. Sebaiknya izinkan Instalasi menutup aplikasi ini secara otomatis.
ApplicationsFound2=Aplikasi berikut sedang menggunakan berkas yang perlu diperbarui oleh Instalasi. Sebaiknya izinkan Instalasi menutup aplikasi ini secara otomatis. Setelah instalasi selesai, Instalasi akan mencoba membuka kembali aplikasi tersebut.
CloseApplications=&Tutup aplikasi secara otomatis
DontCloseApplications=&Jangan tutup aplikasi
ErrorCloseApplications=Instalasi tidak dapat menutup semua aplikasi secara otomatis. Sebaiknya tutup semua aplikasi yang menggunakan berkas yang perlu diperbarui oleh Instalasi sebelum melanjutkan.
PrepareToInstallNeedsRestart=Instalasi harus memulai ulang komputer Anda. Setelah memulai ulang komputer, jalankan Instalasi lagi untuk menyelesaikan pemasangan [name].%n%nApakah Anda ingin memulai ulang sekarang?

; *** "Installing" wizard page
WizardInstalling=Memasang
InstallingLabel=Tunggu sebentar, Instalasi sedang memasang [name] di komputer Anda.

; *** "Setup Completed" wizard page
FinishedHeadingLabel=Menyelesaikan Wisaya Instalasi [name]
FinishedLabelNoIcons=Instalasi telah selesai memasang [name] di komputer Anda.
FinishedLabel=Instalasi telah selesai memasang [name] di komputer Anda. Aplikasi dapat dibuka melalui pintasan yang terpasang.
ClickFinish=Klik Selesai untuk keluar dari Instalasi.
FinishedRestartLabel=Untuk menyelesaikan pemasangan [name], Instalasi harus memulai ulang komputer Anda. Apakah Anda ingin memulai ulang sekarang?
FinishedRestartMessage=Untuk menyelesaikan pemasangan [name], Instalasi harus memulai ulang komputer Anda.%n%nApakah Anda ingin memulai ulang sekarang?
ShowReadmeCheck=Ya, saya ingin membaca berkas README
YesRadio=&Ya, mulai ulang komputer sekarang
NoRadio=&Tidak, saya akan memulai ulang komputer nanti
RunEntryExec=Jalankan %1
RunEntryShellExec=Lihat %1

; *** "Setup Needs the Next Disk" stuff
ChangeDiskTitle=Instalasi Memerlukan Disk Berikutnya
SelectDiskLabel2=Masukkan Disk %1 lalu klik OK.%n%nJika berkas di disk ini ada di folder lain selain yang ditampilkan di bawah, masukkan jalur yang benar atau klik Telusuri.
PathLabel=&Jalur:
FileNotInDir2=Berkas "%1" tidak ditemukan di "%2". Masukkan disk yang benar atau pilih folder lain.
SelectDirectoryLabel=Tentukan lokasi disk berikutnya.

; *** Installation phase messages
SetupAborted=Instalasi tidak selesai.%n%nPerbaiki masalahnya lalu jalankan Instalasi lagi.
AbortRetryIgnoreSelectAction=Pilih tindakan
AbortRetryIgnoreRetry=&Coba lagi
AbortRetryIgnoreIgnore=&Abaikan galat dan lanjutkan
AbortRetryIgnoreCancel=Batalkan instalasi

; *** Installation status messages
StatusClosingApplications=Menutup aplikasi...
StatusCreateDirs=Membuat folder...
StatusExtractFiles=Mengekstrak berkas...
StatusCreateIcons=Membuat pintasan...
StatusCreateIniEntries=Membuat entri INI...
StatusCreateRegistryEntries=Membuat entri registri...
StatusRegisterFiles=Mendaftarkan berkas...
StatusSavingUninstall=Menyimpan informasi penghapusan instalasi...
StatusRunProgram=Menyelesaikan instalasi...
StatusRestartingApplications=Membuka kembali aplikasi...
StatusRollback=Membatalkan perubahan...

; *** Misc. errors
ErrorInternal2=Galat internal: %1
ErrorFunctionFailedNoCode=%1 gagal
ErrorFunctionFailed=%1 gagal; kode %2
ErrorFunctionFailedWithMessage=%1 gagal; kode %2.%n%3
ErrorExecutingProgram=Tidak dapat menjalankan berkas:%n%1

; *** Registry errors
ErrorRegOpenKey=Galat saat membuka kunci registri:%n%1\%2
ErrorRegCreateKey=Galat saat membuat kunci registri:%n%1\%2
ErrorRegWriteKey=Galat saat menulis ke kunci registri:%n%1\%2

; *** INI errors
ErrorIniEntry=Galat saat membuat entri INI di berkas "%1".

; *** File copying errors
FileAbortRetryIgnoreSkipNotRecommended=&Lewati berkas ini (tidak disarankan)
FileAbortRetryIgnoreIgnoreNotRecommended=&Abaikan galat dan lanjutkan (tidak disarankan)
SourceIsCorrupted=Berkas sumber rusak
SourceDoesntExist=Berkas sumber "%1" tidak ada
ExistingFileReadOnly2=Berkas yang ada tidak dapat diganti karena bersifat hanya-baca.
ExistingFileReadOnlyRetry=&Hapus atribut hanya-baca dan coba lagi
ExistingFileReadOnlyKeepExisting=&Pertahankan berkas yang ada
ErrorReadingExistingDest=Terjadi galat saat membaca berkas yang ada:
FileExistsSelectAction=Pilih tindakan
FileExists2=Berkas sudah ada.
FileExistsOverwriteExisting=&Timpa berkas yang ada
FileExistsKeepExisting=&Pertahankan berkas yang ada
FileExistsOverwriteOrKeepAll=&Lakukan ini untuk konflik berikutnya
ExistingFileNewerSelectAction=Pilih tindakan
ExistingFileNewer2=Berkas yang ada lebih baru daripada berkas yang ingin dipasang oleh Instalasi.
ExistingFileNewerOverwriteExisting=&Timpa berkas yang ada
ExistingFileNewerKeepExisting=&Pertahankan berkas yang ada (disarankan)
ExistingFileNewerOverwriteOrKeepAll=&Lakukan ini untuk konflik berikutnya
ErrorChangingAttr=Terjadi galat saat mengubah atribut berkas yang ada:
ErrorCreatingTemp=Terjadi galat saat membuat berkas di folder tujuan:
ErrorReadingSource=Terjadi galat saat membaca berkas sumber:
ErrorCopying=Terjadi galat saat menyalin berkas:
ErrorReplacingExistingFile=Terjadi galat saat mengganti berkas yang ada:
ErrorRestartReplace=RestartReplace gagal:
ErrorRenamingTemp=Terjadi galat saat mengganti nama berkas di folder tujuan:
ErrorRegisterServer=Tidak dapat mendaftarkan DLL/OCX: %1
ErrorRegSvr32Failed=RegSvr32 gagal dengan kode keluar %1
ErrorRegisterTypeLib=Tidak dapat mendaftarkan pustaka jenis: %1

; *** Uninstall display name markings
UninstallDisplayNameMark=%1 (%2)
UninstallDisplayNameMarks=%1 (%2, %3)
UninstallDisplayNameMark32Bit=32-bit
UninstallDisplayNameMark64Bit=64-bit
UninstallDisplayNameMarkAllUsers=Semua pengguna
UninstallDisplayNameMarkCurrentUser=Pengguna saat ini

; *** Post-installation errors
ErrorOpeningReadme=Terjadi galat saat membuka berkas README.
ErrorRestartingComputer=Instalasi tidak dapat memulai ulang komputer. Lakukan secara manual.

; *** Uninstaller messages
UninstallNotFound=Berkas "%1" tidak ada. Tidak dapat menghapus instalasi.
UninstallOpenError=Berkas "%1" tidak dapat dibuka. Tidak dapat menghapus instalasi
UninstallUnsupportedVer=Berkas log penghapusan "%1" berformat yang tidak dikenali oleh versi penghapus instalasi ini. Tidak dapat menghapus instalasi
UninstallUnknownEntry=Ditemukan entri tidak dikenal (%1) di log penghapusan
ConfirmUninstall=Apakah Anda yakin ingin menghapus %1 beserta semua komponennya sepenuhnya?
UninstallOnlyOnWin64=Instalasi ini hanya dapat dihapus pada Windows 64-bit.
OnlyAdminCanUninstall=Instalasi ini hanya dapat dihapus oleh pengguna dengan hak administrator.
UninstallStatusLabel=Tunggu sebentar, %1 sedang dihapus dari komputer Anda.
UninstalledAll=%1 berhasil dihapus dari komputer Anda.
UninstalledMost=Penghapusan %1 selesai.%n%nBeberapa item tidak dapat dihapus. Anda dapat menghapusnya secara manual.
UninstalledAndNeedsRestart=Untuk menyelesaikan penghapusan %1, komputer Anda harus dimulai ulang.%n%nApakah Anda ingin memulai ulang sekarang?
UninstallDataCorrupted=Berkas "%1" rusak. Tidak dapat menghapus instalasi

; *** Uninstallation phase messages
ConfirmDeleteSharedFileTitle=Hapus Berkas Bersama?
ConfirmDeleteSharedFile2=Sistem menunjukkan bahwa berkas bersama berikut tidak lagi digunakan oleh program mana pun. Apakah penghapus instalasi perlu menghapus berkas bersama ini?%n%nJika masih ada program yang menggunakan berkas ini dan berkas ini dihapus, program tersebut mungkin tidak berfungsi dengan benar. Jika Anda tidak yakin, pilih Tidak. Membiarkan berkas ini di sistem tidak akan menimbulkan kerugian.
SharedFileNameLabel=Nama berkas:
SharedFileLocationLabel=Lokasi:
WizardUninstalling=Status Penghapusan
StatusUninstalling=Menghapus %1...

; *** Shutdown block reasons
ShutdownBlockReasonInstallingApp=Memasang %1.
ShutdownBlockReasonUninstallingApp=Menghapus %1.

[CustomMessages]

NameAndVersion=%1 versi %2
AdditionalIcons=Pintasan tambahan:
CreateDesktopIcon=Buat pintasan di &desktop
CreateQuickLaunchIcon=Buat pintasan &Quick Launch
ProgramOnTheWeb=%1 di Web
UninstallProgram=Hapus %1
LaunchProgram=Buka %1
AssocFileExtension=&Kaitkan %1 dengan ekstensi berkas %2
AssocingFileExtension=Mengaitkan %1 dengan ekstensi berkas %2...
AutoStartProgramGroupDescription=Startup:
AutoStartProgram=Jalankan %1 secara otomatis
AddonHostProgramNotFound=%1 tidak ditemukan di folder yang Anda pilih.%n%nApakah Anda tetap ingin melanjutkan?
