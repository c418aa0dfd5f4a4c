; *** Inno Setup 6.1.0+ messages in Vietnamese, for the Yukon Solitaire installer ***
; Every key of Inno Setup's English Default.isl, translated.

[LangOptions]
LanguageName=Tiếng Việt
LanguageID=$042A
LanguageCodePage=0

[Messages]

; *** Application titles
SetupAppTitle=Cài đặt
SetupWindowTitle=Cài đặt - %1
UninstallAppTitle=Gỡ cài đặt
UninstallAppFullTitle=Gỡ cài đặt %1

; *** Misc. common
InformationTitle=Thông tin
ConfirmTitle=Xác nhận
ErrorTitle=Lỗi

; *** SetupLdr messages
SetupLdrStartupMessage=Chương trình này sẽ cài đặt %1. Bạn có muốn tiếp tục không?
LdrCannotCreateTemp=Không thể tạo tệp tạm. Đã dừng cài đặt
LdrCannotExecTemp=Không thể chạy tệp trong thư mục tạm. Đã dừng cài đặt
HelpTextNote=

; *** Startup error messages
LastErrorMessage=%1.%n%nLỗi %2: %3
SetupFileMissing=Thiếu tệp %1 trong thư mục cài đặt. Vui lòng khắc phục sự cố hoặc tải một bản mới của chương trình.
SetupFileCorrupt=Các tệp cài đặt bị hỏng. Vui lòng tải một bản mới của chương trình.
SetupFileCorruptOrWrongVer=Các tệp cài đặt bị hỏng, hoặc không tương thích với phiên bản trình cài đặt này. Vui lòng khắc phục sự cố hoặc tải một bản mới của chương trình.
InvalidParameter=Một tham số không hợp lệ đã được truyền trên dòng lệnh:%n%n%1
SetupAlreadyRunning=Trình cài đặt đang chạy.
WindowsVersionNotSupported=Chương trình này không hỗ trợ phiên bản Windows mà máy tính của bạn đang chạy.
WindowsServicePackRequired=Chương trình này cần %1 Service Pack %2 trở lên.
NotOnThisPlatform=Chương trình này sẽ không chạy trên %1.
OnlyOnThisPlatform=Chương trình này phải được chạy trên %1.
OnlyOnTheseArchitectures=Chương trình này chỉ có thể được cài đặt trên các phiên bản Windows dành cho những kiến trúc bộ xử lý sau:%n%n%1
WinVersionTooLowError=Chương trình này cần %1 phiên bản %2 trở lên.
WinVersionTooHighError=Không thể cài đặt chương trình này trên %1 phiên bản %2 trở lên.
AdminPrivilegesRequired=Bạn phải đăng nhập với tư cách quản trị viên khi cài đặt chương trình này.
PowerUserPrivilegesRequired=Bạn phải đăng nhập với tư cách quản trị viên hoặc thành viên nhóm Power Users khi cài đặt chương trình này.
SetupAppRunningError=Trình cài đặt phát hiện %1 đang chạy.%n%nVui lòng đóng mọi cửa sổ của chương trình ngay bây giờ, rồi nhấp OK để tiếp tục, hoặc Hủy để thoát.
UninstallAppRunningError=Trình gỡ cài đặt phát hiện %1 đang chạy.%n%nVui lòng đóng mọi cửa sổ của chương trình ngay bây giờ, rồi nhấp OK để tiếp tục, hoặc Hủy để thoát.

; *** Startup questions
PrivilegesRequiredOverrideTitle=Chọn chế độ cài đặt
PrivilegesRequiredOverrideInstruction=Chọn chế độ cài đặt
PrivilegesRequiredOverrideText1=%1 có thể được cài đặt cho mọi người dùng (cần quyền quản trị viên), hoặc chỉ cho riêng bạn.
PrivilegesRequiredOverrideText2=%1 có thể được cài đặt chỉ cho riêng bạn, hoặc cho mọi người dùng (cần quyền quản trị viên).
PrivilegesRequiredOverrideAllUsers=Cài đặt cho &mọi người dùng
PrivilegesRequiredOverrideAllUsersRecommended=Cài đặt cho &mọi người dùng (khuyến nghị)
PrivilegesRequiredOverrideCurrentUser=Chỉ cài đặt cho &tôi
PrivilegesRequiredOverrideCurrentUserRecommended=Chỉ cài đặt cho &tôi (khuyến nghị)

; *** Misc. errors
ErrorCreatingDir=Trình cài đặt không thể tạo thư mục "%1"
ErrorTooManyFilesInDir=Không thể tạo tệp trong thư mục "%1" vì thư mục chứa quá nhiều tệp

; *** Setup common messages
ExitSetupTitle=Thoát cài đặt
ExitSetupMessage=Quá trình cài đặt chưa hoàn tất. Nếu bạn thoát bây giờ, chương trình sẽ không được cài đặt.%n%nBạn có thể chạy lại trình cài đặt vào lúc khác để hoàn tất việc cài đặt.%n%nThoát cài đặt?
AboutSetupMenuItem=&Giới thiệu trình cài đặt...
AboutSetupTitle=Giới thiệu trình cài đặt
AboutSetupMessage=%1 phiên bản %2%n%3%n%nTrang chủ %1:%n%4
AboutSetupNote=
TranslatorNote=

; *** Buttons
ButtonBack=< &Quay lại
ButtonNext=&Tiếp >
ButtonInstall=&Cài đặt
ButtonOK=OK
ButtonCancel=Hủy
ButtonYes=&Có
ButtonYesToAll=Có cho &tất cả
ButtonNo=&Không
ButtonNoToAll=Khô&ng cho tất cả
ButtonFinish=&Hoàn tất
ButtonBrowse=&Duyệt...
ButtonWizardBrowse=D&uyệt...
ButtonNewFolder=&Tạo thư mục mới

; *** "Select Language" dialog messages
SelectLanguageTitle=Chọn ngôn ngữ cài đặt
SelectLanguageLabel=Chọn ngôn ngữ sẽ dùng trong khi cài đặt.

; *** Common wizard text
ClickNext=Nhấp Tiếp để tiếp tục, hoặc Hủy để thoát trình cài đặt.
BeveledLabel=
BrowseDialogTitle=Duyệt thư mục
BrowseDialogLabel=Chọn một thư mục trong danh sách dưới đây, rồi nhấp OK.
NewFolderName=Thư mục mới

; *** "Welcome" wizard page
WelcomeLabel1=Chào mừng bạn đến với trình hướng dẫn cài đặt [name]
WelcomeLabel2=Trình cài đặt sẽ cài [name/ver] vào máy tính của bạn.%n%nBạn nên đóng mọi ứng dụng khác trước khi tiếp tục.

; *** "Password" wizard page
WizardPassword=Mật khẩu
PasswordLabel1=Bản cài đặt này được bảo vệ bằng mật khẩu.
PasswordLabel3=Vui lòng nhập mật khẩu, rồi nhấp Tiếp để tiếp tục. Mật khẩu phân biệt chữ hoa và chữ thường.
PasswordEditLabel=&Mật khẩu:
IncorrectPassword=Mật khẩu bạn nhập không đúng. Vui lòng thử lại.

; *** "License Agreement" wizard page
WizardLicense=Thỏa thuận cấp phép
LicenseLabel=Vui lòng đọc thông tin quan trọng sau đây trước khi tiếp tục.
LicenseLabel3=Vui lòng đọc Thỏa thuận cấp phép sau đây. Bạn phải chấp nhận các điều khoản của thỏa thuận này trước khi tiếp tục cài đặt.
LicenseAccepted=Tôi &chấp nhận thỏa thuận
LicenseNotAccepted=Tôi &không chấp nhận thỏa thuận

; *** "Information" wizard pages
WizardInfoBefore=Thông tin
InfoBeforeLabel=Vui lòng đọc thông tin quan trọng sau đây trước khi tiếp tục.
InfoBeforeClickLabel=Khi bạn đã sẵn sàng tiếp tục cài đặt, hãy nhấp Tiếp.
WizardInfoAfter=Thông tin
InfoAfterLabel=Vui lòng đọc thông tin quan trọng sau đây trước khi tiếp tục.
InfoAfterClickLabel=Khi bạn đã sẵn sàng tiếp tục cài đặt, hãy nhấp Tiếp.

; *** "User Information" wizard page
WizardUserInfo=Thông tin người dùng
UserInfoDesc=Vui lòng nhập thông tin của bạn.
UserInfoName=&Tên người dùng:
UserInfoOrg=Tổ &chức:
UserInfoSerial=&Số sê-ri:
UserInfoNameRequired=Bạn phải nhập tên.

; *** "Select Destination Location" wizard page
WizardSelectDir=Chọn vị trí cài đặt
SelectDirDesc=Nên cài [name] vào đâu?
SelectDirLabel3=Trình cài đặt sẽ cài [name] vào thư mục sau.
SelectDirBrowseLabel=Để tiếp tục, nhấp Tiếp. Nếu bạn muốn chọn thư mục khác, nhấp Duyệt.
DiskSpaceGBLabel=Cần ít nhất [gb] GB dung lượng đĩa trống.
DiskSpaceMBLabel=Cần ít nhất [mb] MB dung lượng đĩa trống.
CannotInstallToNetworkDrive=Trình cài đặt không thể cài vào ổ đĩa mạng.
CannotInstallToUNCPath=Trình cài đặt không thể cài vào đường dẫn UNC.
InvalidPath=Bạn phải nhập đường dẫn đầy đủ kèm ký tự ổ đĩa; ví dụ:%n%nC:\APP%n%nhoặc một đường dẫn UNC có dạng:%n%n\\server\share
InvalidDrive=Ổ đĩa hoặc thư mục chia sẻ UNC bạn chọn không tồn tại hoặc không truy cập được. Vui lòng chọn nơi khác.
DiskSpaceWarningTitle=Không đủ dung lượng đĩa
DiskSpaceWarning=Trình cài đặt cần ít nhất %1 KB dung lượng trống, nhưng ổ đĩa đã chọn chỉ còn %2 KB.%n%nBạn vẫn muốn tiếp tục chứ?
DirNameTooLong=Tên thư mục hoặc đường dẫn quá dài.
InvalidDirName=Tên thư mục không hợp lệ.
BadDirName32=Tên thư mục không được chứa các ký tự sau:%n%n%1
DirExistsTitle=Thư mục đã tồn tại
DirExists=Thư mục:%n%n%1%n%nđã tồn tại. Bạn vẫn muốn cài vào thư mục đó chứ?
DirDoesntExistTitle=Thư mục không tồn tại
DirDoesntExist=Thư mục:%n%n%1%n%nkhông tồn tại. Bạn có muốn tạo thư mục này không?

; *** "Select Components" wizard page
WizardSelectComponents=Chọn thành phần
SelectComponentsDesc=Nên cài những thành phần nào?
SelectComponentsLabel2=Chọn các thành phần bạn muốn cài; bỏ chọn các thành phần bạn không muốn cài. Nhấp Tiếp khi bạn đã sẵn sàng tiếp tục.
FullInstallation=Cài đặt đầy đủ
CompactInstallation=Cài đặt tối giản
CustomInstallation=Cài đặt tùy chỉnh
NoUninstallWarningTitle=Thành phần đã có
NoUninstallWarning=Trình cài đặt phát hiện các thành phần sau đã được cài trên máy tính của bạn:%n%n%1%n%nBỏ chọn các thành phần này sẽ không gỡ chúng.%n%nBạn vẫn muốn tiếp tục chứ?
ComponentSize1=%1 KB
ComponentSize2=%1 MB
ComponentsDiskSpaceGBLabel=Lựa chọn hiện tại cần ít nhất [gb] GB dung lượng đĩa.
ComponentsDiskSpaceMBLabel=Lựa chọn hiện tại cần ít nhất [mb] MB dung lượng đĩa.

; *** "Select Additional Tasks" wizard page
WizardSelectTasks=Chọn tác vụ bổ sung
SelectTasksDesc=Nên thực hiện những tác vụ bổ sung nào?
SelectTasksLabel2=Chọn các tác vụ bổ sung bạn muốn trình cài đặt thực hiện khi cài [name], rồi nhấp Tiếp.

; *** "Select Start Menu Folder" wizard page
WizardSelectProgramGroup=Chọn thư mục trong menu Start
SelectStartMenuFolderDesc=Trình cài đặt nên đặt lối tắt của chương trình ở đâu?
SelectStartMenuFolderLabel3=Trình cài đặt sẽ tạo lối tắt của chương trình trong thư mục sau của menu Start.
SelectStartMenuFolderBrowseLabel=Để tiếp tục, nhấp Tiếp. Nếu bạn muốn chọn thư mục khác, nhấp Duyệt.
MustEnterGroupName=Bạn phải nhập tên thư mục.
GroupNameTooLong=Tên thư mục hoặc đường dẫn quá dài.
InvalidGroupName=Tên thư mục không hợp lệ.
BadGroupName=Tên thư mục không được chứa các ký tự sau:%n%n%1
NoProgramGroupCheck2=&Không tạo thư mục trong menu Start

; *** "Ready to Install" wizard page
WizardReady=Sẵn sàng cài đặt
ReadyLabel1=Trình cài đặt đã sẵn sàng cài [name] vào máy tính của bạn.
ReadyLabel2a=Nhấp Cài đặt để tiếp tục, hoặc nhấp Quay lại nếu bạn muốn xem lại hay thay đổi thiết lập.
ReadyLabel2b=Nhấp Cài đặt để tiếp tục.
ReadyMemoUserInfo=Thông tin người dùng:
ReadyMemoDir=Vị trí cài đặt:
ReadyMemoType=Kiểu cài đặt:
ReadyMemoComponents=Các thành phần đã chọn:
ReadyMemoGroup=Thư mục trong menu Start:
ReadyMemoTasks=Tác vụ bổ sung:

; *** TDownloadWizardPage wizard page and DownloadTemporaryFile
DownloadingLabel=Đang tải các tệp bổ sung...
ButtonStopDownload=&Dừng tải
StopDownload=Bạn có chắc muốn dừng tải không?
ErrorDownloadAborted=Đã hủy tải
ErrorDownloadFailed=Tải thất bại: %1 %2
ErrorDownloadSizeFailed=Không lấy được kích thước: %1 %2
ErrorFileHash1=Không tính được mã băm của tệp: %1
ErrorFileHash2=Mã băm của tệp không hợp lệ: cần %1, nhận được %2
ErrorProgress=Tiến độ không hợp lệ: %1 trên %2
ErrorFileSize=Kích thước tệp không hợp lệ: cần %1, nhận được %2

; *** "Preparing to Install" wizard page
WizardPreparing=Đang chuẩn bị cài đặt
PreparingDesc=Trình cài đặt đang chuẩn bị cài [name] vào máy tính của bạn.
PreviousInstallNotCompleted=Lần cài đặt hoặc gỡ bỏ một chương trình trước đó chưa hoàn tất. Bạn cần khởi động lại máy tính để hoàn tất việc đó.%n%nSau khi khởi động lại máy tính, hãy chạy lại trình cài đặt để hoàn tất việc cài [name].
CannotContinue=Trình cài đặt không thể tiếp tục. Vui lòng nhấp Hủy để thoát.
ApplicationsFound=Các ứng dụng sau đang dùng những tệp mà trình cài đặt cần cập nhật. Bạn nên cho phép trình cài đặt tự động đóng các ứng dụng này.
ApplicationsFound2=Các ứng dụng sau đang dùng những tệp mà trình cài đặt cần cập nhật. Bạn nên cho phép trình cài đặt tự động đóng các ứng dụng này. Sau khi cài đặt xong, trình cài đặt sẽ thử mở lại các ứng dụng đó.
CloseApplications=&Tự động đóng các ứng dụng
DontCloseApplications=&Không đóng các ứng dụng
ErrorCloseApplications=Trình cài đặt không thể tự động đóng mọi ứng dụng. Bạn nên đóng mọi ứng dụng đang dùng những tệp mà trình cài đặt cần cập nhật trước khi tiếp tục.
PrepareToInstallNeedsRestart=Trình cài đặt cần khởi động lại máy tính của bạn. Sau khi khởi động lại máy tính, hãy chạy lại trình cài đặt để hoàn tất việc cài [name].%n%nBạn có muốn khởi động lại ngay bây giờ không?

; *** "Installing" wizard page
WizardInstalling=Đang cài đặt
InstallingLabel=Vui lòng chờ trong khi trình cài đặt cài [name] vào máy tính của bạn.

; *** "Setup Completed" wizard page
FinishedHeadingLabel=Hoàn tất trình hướng dẫn cài đặt [name]
FinishedLabelNoIcons=Trình cài đặt đã cài xong [name] vào máy tính của bạn.
FinishedLabel=Trình cài đặt đã cài xong [name] vào máy tính của bạn. Có thể mở ứng dụng bằng các lối tắt đã cài.
ClickFinish=Nhấp Hoàn tất để thoát trình cài đặt.
FinishedRestartLabel=Để hoàn tất việc cài [name], trình cài đặt phải khởi động lại máy tính của bạn. Bạn có muốn khởi động lại ngay bây giờ không?
FinishedRestartMessage=Để hoàn tất việc cài [name], trình cài đặt phải khởi động lại máy tính của bạn.%n%nBạn có muốn khởi động lại ngay bây giờ không?
ShowReadmeCheck=Có, tôi muốn xem tệp README
YesRadio=&Có, khởi động lại máy tính ngay
NoRadio=&Không, tôi sẽ khởi động lại máy tính sau
RunEntryExec=Chạy %1
RunEntryShellExec=Xem %1

; *** "Setup Needs the Next Disk" stuff
ChangeDiskTitle=Trình cài đặt cần đĩa tiếp theo
SelectDiskLabel2=Vui lòng đưa đĩa %1 vào rồi nhấp OK.%n%nNếu các tệp trên đĩa này nằm ở thư mục khác với thư mục hiển thị dưới đây, hãy nhập đường dẫn đúng hoặc nhấp Duyệt.
PathLabel=Đường &dẫn:
FileNotInDir2=Không tìm thấy tệp "%1" trong "%2". Vui lòng đưa đĩa đúng vào hoặc chọn thư mục khác.
SelectDirectoryLabel=Vui lòng chỉ định vị trí của đĩa tiếp theo.

; *** Installation phase messages
SetupAborted=Quá trình cài đặt chưa hoàn tất.%n%nVui lòng khắc phục sự cố rồi chạy lại trình cài đặt.
AbortRetryIgnoreSelectAction=Chọn thao tác
AbortRetryIgnoreRetry=&Thử lại
AbortRetryIgnoreIgnore=&Bỏ qua lỗi và tiếp tục
AbortRetryIgnoreCancel=Hủy cài đặt

; *** Installation status messages
StatusClosingApplications=Đang đóng các ứng dụng...
StatusCreateDirs=Đang tạo thư mục...
StatusExtractFiles=Đang giải nén tệp...
StatusCreateIcons=Đang tạo lối tắt...
StatusCreateIniEntries=Đang tạo mục INI...
StatusCreateRegistryEntries=Đang tạo mục registry...
StatusRegisterFiles=Đang đăng ký tệp...
StatusSavingUninstall=Đang lưu thông tin gỡ cài đặt...
StatusRunProgram=Đang hoàn tất cài đặt...
StatusRestartingApplications=Đang mở lại các ứng dụng...
StatusRollback=Đang hoàn tác các thay đổi...

; *** Misc. errors
ErrorInternal2=Lỗi nội bộ: %1
ErrorFunctionFailedNoCode=%1 thất bại
ErrorFunctionFailed=%1 thất bại; mã %2
ErrorFunctionFailedWithMessage=%1 thất bại; mã %2.%n%3
ErrorExecutingProgram=Không thể chạy tệp:%n%1

; *** Registry errors
ErrorRegOpenKey=Lỗi khi mở khóa registry:%n%1\%2
ErrorRegCreateKey=Lỗi khi tạo khóa registry:%n%1\%2
ErrorRegWriteKey=Lỗi khi ghi vào khóa registry:%n%1\%2

; *** INI errors
ErrorIniEntry=Lỗi khi tạo mục INI trong tệp "%1".

; *** File copying errors
FileAbortRetryIgnoreSkipNotRecommended=&Bỏ qua tệp này (không khuyến nghị)
FileAbortRetryIgnoreIgnoreNotRecommended=Bỏ qua &lỗi và tiếp tục (không khuyến nghị)
SourceIsCorrupted=Tệp nguồn bị hỏng
SourceDoesntExist=Tệp nguồn "%1" không tồn tại
ExistingFileReadOnly2=Không thể thay thế tệp hiện có vì tệp được đánh dấu chỉ đọc.
ExistingFileReadOnlyRetry=&Bỏ thuộc tính chỉ đọc rồi thử lại
ExistingFileReadOnlyKeepExisting=&Giữ tệp hiện có
ErrorReadingExistingDest=Đã xảy ra lỗi khi đọc tệp hiện có:
FileExistsSelectAction=Chọn thao tác
FileExists2=Tệp đã tồn tại.
FileExistsOverwriteExisting=&Ghi đè tệp hiện có
FileExistsKeepExisting=Giữ tệp &hiện có
FileExistsOverwriteOrKeepAll=&Làm như vậy cho các xung đột tiếp theo
ExistingFileNewerSelectAction=Chọn thao tác
ExistingFileNewer2=Tệp hiện có mới hơn tệp mà trình cài đặt định cài.
ExistingFileNewerOverwriteExisting=&Ghi đè tệp hiện có
ExistingFileNewerKeepExisting=Giữ tệp &hiện có (khuyến nghị)
ExistingFileNewerOverwriteOrKeepAll=&Làm như vậy cho các xung đột tiếp theo
ErrorChangingAttr=Đã xảy ra lỗi khi thay đổi thuộc tính của tệp hiện có:
ErrorCreatingTemp=Đã xảy ra lỗi khi tạo tệp trong thư mục đích:
ErrorReadingSource=Đã xảy ra lỗi khi đọc tệp nguồn:
ErrorCopying=Đã xảy ra lỗi khi sao chép tệp:
ErrorReplacingExistingFile=Đã xảy ra lỗi khi thay thế tệp hiện có:
ErrorRestartReplace=RestartReplace thất bại:
ErrorRenamingTemp=Đã xảy ra lỗi khi đổi tên tệp trong thư mục đích:
ErrorRegisterServer=Không thể đăng ký DLL/OCX: %1
ErrorRegSvr32Failed=RegSvr32 thất bại với mã thoát %1
ErrorRegisterTypeLib=Không thể đăng ký thư viện kiểu: %1

; *** Uninstall display name markings
UninstallDisplayNameMark=%1 (%2)
UninstallDisplayNameMarks=%1 (%2, %3)
UninstallDisplayNameMark32Bit=32-bit
UninstallDisplayNameMark64Bit=64-bit
UninstallDisplayNameMarkAllUsers=Mọi người dùng
UninstallDisplayNameMarkCurrentUser=Người dùng hiện tại

; *** Post-installation errors
ErrorOpeningReadme=Đã xảy ra lỗi khi mở tệp README.
ErrorRestartingComputer=Trình cài đặt không thể khởi động lại máy tính. Vui lòng tự khởi động lại.

; *** Uninstaller messages
UninstallNotFound=Tệp "%1" không tồn tại. Không thể gỡ cài đặt.
UninstallOpenError=Không thể mở tệp "%1". Không thể gỡ cài đặt
UninstallUnsupportedVer=Tệp nhật ký gỡ cài đặt "%1" có định dạng mà phiên bản trình gỡ cài đặt này không nhận ra. Không thể gỡ cài đặt
UninstallUnknownEntry=Gặp một mục không xác định (%1) trong nhật ký gỡ cài đặt
ConfirmUninstall=Bạn có chắc muốn gỡ hoàn toàn %1 cùng mọi thành phần của nó không?
UninstallOnlyOnWin64=Chỉ có thể gỡ bản cài đặt này trên Windows 64-bit.
OnlyAdminCanUninstall=Chỉ người dùng có quyền quản trị viên mới có thể gỡ bản cài đặt này.
UninstallStatusLabel=Vui lòng chờ trong khi %1 được gỡ khỏi máy tính của bạn.
UninstalledAll=Đã gỡ thành công %1 khỏi máy tính của bạn.
UninstalledMost=Đã gỡ xong %1.%n%nMột số mục không thể xóa. Bạn có thể tự xóa chúng.
UninstalledAndNeedsRestart=Để hoàn tất việc gỡ %1, máy tính của bạn cần được khởi động lại.%n%nBạn có muốn khởi động lại ngay bây giờ không?
UninstallDataCorrupted=Tệp "%1" bị hỏng. Không thể gỡ cài đặt

; *** Uninstallation phase messages
ConfirmDeleteSharedFileTitle=Xóa tệp dùng chung?
ConfirmDeleteSharedFile2=Hệ thống cho biết tệp dùng chung sau không còn được chương trình nào sử dụng. Bạn có muốn trình gỡ cài đặt xóa tệp dùng chung này không?%n%nNếu vẫn còn chương trình dùng tệp này mà tệp bị xóa, các chương trình đó có thể không hoạt động đúng. Nếu không chắc, hãy chọn Không. Để tệp lại trên hệ thống sẽ không gây hại gì.
SharedFileNameLabel=Tên tệp:
SharedFileLocationLabel=Vị trí:
WizardUninstalling=Trạng thái gỡ cài đặt
StatusUninstalling=Đang gỡ %1...

; *** Shutdown block reasons
ShutdownBlockReasonInstallingApp=Đang cài đặt %1.
ShutdownBlockReasonUninstallingApp=Đang gỡ %1.

[CustomMessages]

NameAndVersion=%1 phiên bản %2
AdditionalIcons=Lối tắt bổ sung:
CreateDesktopIcon=Tạo lối tắt trên &màn hình nền
CreateQuickLaunchIcon=Tạo lối tắt &Quick Launch
ProgramOnTheWeb=%1 trên web
UninstallProgram=Gỡ cài đặt %1
LaunchProgram=Mở %1
AssocFileExtension=&Liên kết %1 với phần mở rộng tệp %2
AssocingFileExtension=Đang liên kết %1 với phần mở rộng tệp %2...
AutoStartProgramGroupDescription=Khởi động:
AutoStartProgram=Tự động khởi chạy %1
AddonHostProgramNotFound=Không tìm thấy %1 trong thư mục bạn đã chọn.%n%nBạn vẫn muốn tiếp tục chứ?
