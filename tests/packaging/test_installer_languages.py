"""The installer's Hindi, Telugu and Hausa message files: complete, and faithful to the placeholders.

Inno Setup ships English and Turkish; the game's other three languages are kept in
packaging/windows/. A message file that misses a key shows English in the middle of a
translated page, and a translation that drops %1 or [name] shows an installer sentence
without the program's name, so both are checked here, by reading the files.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

WINDOWS = Path(__file__).resolve().parents[2] / "packaging" / "windows"
LANGUAGES = {"Hindi": ("$0439", "हिन्दी"), "Telugu": ("$044A", "తెలుగు"), "Hausa": ("$0468", "Hausa")}

# The [Messages] keys of Inno Setup 6.1's English Default.isl, in its order.
MESSAGE_KEYS = """
    SetupAppTitle SetupWindowTitle UninstallAppTitle UninstallAppFullTitle InformationTitle
    ConfirmTitle ErrorTitle SetupLdrStartupMessage LdrCannotCreateTemp LdrCannotExecTemp
    HelpTextNote LastErrorMessage SetupFileMissing SetupFileCorrupt SetupFileCorruptOrWrongVer
    InvalidParameter SetupAlreadyRunning WindowsVersionNotSupported WindowsServicePackRequired
    NotOnThisPlatform OnlyOnThisPlatform OnlyOnTheseArchitectures WinVersionTooLowError
    WinVersionTooHighError AdminPrivilegesRequired PowerUserPrivilegesRequired SetupAppRunningError
    UninstallAppRunningError PrivilegesRequiredOverrideTitle PrivilegesRequiredOverrideInstruction
    PrivilegesRequiredOverrideText1 PrivilegesRequiredOverrideText2
    PrivilegesRequiredOverrideAllUsers PrivilegesRequiredOverrideAllUsersRecommended
    PrivilegesRequiredOverrideCurrentUser PrivilegesRequiredOverrideCurrentUserRecommended
    ErrorCreatingDir ErrorTooManyFilesInDir ExitSetupTitle ExitSetupMessage AboutSetupMenuItem
    AboutSetupTitle AboutSetupMessage AboutSetupNote TranslatorNote ButtonBack ButtonNext
    ButtonInstall ButtonOK ButtonCancel ButtonYes ButtonYesToAll ButtonNo ButtonNoToAll
    ButtonFinish ButtonBrowse ButtonWizardBrowse ButtonNewFolder SelectLanguageTitle
    SelectLanguageLabel ClickNext BeveledLabel BrowseDialogTitle BrowseDialogLabel NewFolderName
    WelcomeLabel1 WelcomeLabel2 WizardPassword PasswordLabel1 PasswordLabel3 PasswordEditLabel
    IncorrectPassword WizardLicense LicenseLabel LicenseLabel3 LicenseAccepted LicenseNotAccepted
    WizardInfoBefore InfoBeforeLabel InfoBeforeClickLabel WizardInfoAfter InfoAfterLabel
    InfoAfterClickLabel WizardUserInfo UserInfoDesc UserInfoName UserInfoOrg UserInfoSerial
    UserInfoNameRequired WizardSelectDir SelectDirDesc SelectDirLabel3 SelectDirBrowseLabel
    DiskSpaceGBLabel DiskSpaceMBLabel CannotInstallToNetworkDrive CannotInstallToUNCPath
    InvalidPath InvalidDrive DiskSpaceWarningTitle DiskSpaceWarning DirNameTooLong InvalidDirName
    BadDirName32 DirExistsTitle DirExists DirDoesntExistTitle DirDoesntExist WizardSelectComponents
    SelectComponentsDesc SelectComponentsLabel2 FullInstallation CompactInstallation
    CustomInstallation NoUninstallWarningTitle NoUninstallWarning ComponentSize1 ComponentSize2
    ComponentsDiskSpaceGBLabel ComponentsDiskSpaceMBLabel WizardSelectTasks SelectTasksDesc
    SelectTasksLabel2 WizardSelectProgramGroup SelectStartMenuFolderDesc
    SelectStartMenuFolderLabel3 SelectStartMenuFolderBrowseLabel MustEnterGroupName
    GroupNameTooLong InvalidGroupName BadGroupName NoProgramGroupCheck2 WizardReady ReadyLabel1
    ReadyLabel2a ReadyLabel2b ReadyMemoUserInfo ReadyMemoDir ReadyMemoType ReadyMemoComponents
    ReadyMemoGroup ReadyMemoTasks DownloadingLabel ButtonStopDownload StopDownload
    ErrorDownloadAborted ErrorDownloadFailed ErrorDownloadSizeFailed ErrorFileHash1 ErrorFileHash2
    ErrorProgress ErrorFileSize WizardPreparing PreparingDesc PreviousInstallNotCompleted
    CannotContinue ApplicationsFound ApplicationsFound2 CloseApplications DontCloseApplications
    ErrorCloseApplications PrepareToInstallNeedsRestart WizardInstalling InstallingLabel
    FinishedHeadingLabel FinishedLabelNoIcons FinishedLabel ClickFinish FinishedRestartLabel
    FinishedRestartMessage ShowReadmeCheck YesRadio NoRadio RunEntryExec RunEntryShellExec
    ChangeDiskTitle SelectDiskLabel2 PathLabel FileNotInDir2 SelectDirectoryLabel SetupAborted
    AbortRetryIgnoreSelectAction AbortRetryIgnoreRetry AbortRetryIgnoreIgnore
    AbortRetryIgnoreCancel StatusClosingApplications StatusCreateDirs StatusExtractFiles
    StatusCreateIcons StatusCreateIniEntries StatusCreateRegistryEntries StatusRegisterFiles
    StatusSavingUninstall StatusRunProgram StatusRestartingApplications StatusRollback
    ErrorInternal2 ErrorFunctionFailedNoCode ErrorFunctionFailed ErrorFunctionFailedWithMessage
    ErrorExecutingProgram ErrorRegOpenKey ErrorRegCreateKey ErrorRegWriteKey ErrorIniEntry
    FileAbortRetryIgnoreSkipNotRecommended FileAbortRetryIgnoreIgnoreNotRecommended
    SourceIsCorrupted SourceDoesntExist ExistingFileReadOnly2 ExistingFileReadOnlyRetry
    ExistingFileReadOnlyKeepExisting ErrorReadingExistingDest FileExistsSelectAction FileExists2
    FileExistsOverwriteExisting FileExistsKeepExisting FileExistsOverwriteOrKeepAll
    ExistingFileNewerSelectAction ExistingFileNewer2 ExistingFileNewerOverwriteExisting
    ExistingFileNewerKeepExisting ExistingFileNewerOverwriteOrKeepAll ErrorChangingAttr
    ErrorCreatingTemp ErrorReadingSource ErrorCopying ErrorReplacingExistingFile
    ErrorRestartReplace ErrorRenamingTemp ErrorRegisterServer ErrorRegSvr32Failed
    ErrorRegisterTypeLib UninstallDisplayNameMark UninstallDisplayNameMarks
    UninstallDisplayNameMark32Bit UninstallDisplayNameMark64Bit UninstallDisplayNameMarkAllUsers
    UninstallDisplayNameMarkCurrentUser ErrorOpeningReadme ErrorRestartingComputer
    UninstallNotFound UninstallOpenError UninstallUnsupportedVer UninstallUnknownEntry
    ConfirmUninstall UninstallOnlyOnWin64 OnlyAdminCanUninstall UninstallStatusLabel UninstalledAll
    UninstalledMost UninstalledAndNeedsRestart UninstallDataCorrupted ConfirmDeleteSharedFileTitle
    ConfirmDeleteSharedFile2 SharedFileNameLabel SharedFileLocationLabel WizardUninstalling
    StatusUninstalling ShutdownBlockReasonInstallingApp ShutdownBlockReasonUninstallingApp
""".split()
# The [CustomMessages] of Default.isl; the script uses four of them.
CUSTOM_KEYS = """
    NameAndVersion AdditionalIcons CreateDesktopIcon CreateQuickLaunchIcon ProgramOnTheWeb UninstallProgram
    LaunchProgram AssocFileExtension AssocingFileExtension AutoStartProgramGroupDescription AutoStartProgram
    AddonHostProgramNotFound
""".split()
# Keys whose English text is empty.
EMPTY = {"HelpTextNote", "AboutSetupNote", "TranslatorNote", "BeveledLabel"}
PLACEHOLDER = re.compile(r"%\d|%n|\[(?:name|name/ver|mb|gb)\]")


def sections(path: Path) -> dict[str, dict[str, str]]:
    """The file's sections as ordered key -> text mappings; a key twice is an error."""
    found: dict[str, dict[str, str]] = {}
    current = None
    for line in path.read_text(encoding="utf-8-sig").splitlines():
        if not line.strip() or line.startswith(";"):
            continue
        if line.startswith("["):
            current = found.setdefault(line.strip(), {})
            continue
        key, _, text = line.partition("=")
        assert current is not None and _ == "=", f"{path.name}: not a key=text line: {line!r}"
        assert key not in current, f"{path.name}: {key} twice"
        current[key] = text
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_is_translated(language):
    path = WINDOWS / f"{language}.isl"
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")  # Inno Setup 6 reads UTF-8 only with the mark
    found = sections(path)
    assert list(found) == ["[LangOptions]", "[Messages]", "[CustomMessages]"]
    language_id, name = LANGUAGES[language]
    assert found["[LangOptions]"] == {"LanguageName": name, "LanguageID": language_id, "LanguageCodePage": "0"}
    assert list(found["[Messages]"]) == MESSAGE_KEYS
    assert list(found["[CustomMessages]"]) == CUSTOM_KEYS
    for key, text in {**found["[Messages]"], **found["[CustomMessages]"]}.items():
        assert (text == "") == (key in EMPTY), key


def test_the_three_keep_the_same_placeholders_and_shortcut_marks():
    files = {language: sections(WINDOWS / f"{language}.isl") for language in LANGUAGES}
    for section in ("[Messages]", "[CustomMessages]"):
        for key in files["Hindi"][section]:
            texts = [files[language][section][key] for language in LANGUAGES]
            placeholders = [sorted(PLACEHOLDER.findall(text)) for text in texts]
            assert placeholders.count(placeholders[0]) == 3, (key, placeholders)
            assert len({text.count("&") for text in texts}) == 1, key
            # the parts of the text Inno Setup fills in must still be there
            if key in ("SetupWindowTitle", "WelcomeLabel2", "UninstallProgram", "LaunchProgram"):
                assert placeholders[0], key


def test_the_checks_find_a_missing_key_and_a_lost_placeholder(tmp_path):
    text = (WINDOWS / "Hausa.isl").read_text(encoding="utf-8-sig")
    broken = tmp_path / "Hausa.isl"
    broken.write_text("\ufeff" + text.replace("ButtonOK=To\n", ""), encoding="utf-8")
    assert "ButtonOK" not in sections(broken)["[Messages]"]
    broken.write_text("\ufeff" + text.replace("LaunchProgram=Buɗe %1", "LaunchProgram=Buɗe"), encoding="utf-8")
    assert not PLACEHOLDER.findall(sections(broken)["[CustomMessages]"]["LaunchProgram"])


def test_the_script_uses_only_custom_messages_the_files_have():
    script = (WINDOWS / "yukon-solitaire.iss").read_text(encoding="utf-8")
    used = set(re.findall(r"\{cm:(\w+)", script))
    assert used == {"CreateDesktopIcon", "AdditionalIcons", "UninstallProgram", "LaunchProgram"}
    assert used <= set(CUSTOM_KEYS)
