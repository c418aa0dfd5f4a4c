"""The installer speaks every language of the game, and its own message files are complete.

Inno Setup ships English, Turkish, Spanish, French, Brazilian Portuguese, Russian, German,
Japanese, Italian, Korean, Polish, Ukrainian, Dutch and Hebrew; the game's other eleven languages
(Hindi, Telugu, Hausa, Simplified Chinese, Arabic, Bengali, Indonesian, Vietnamese, Persian, Thai
and Tamil) have message files of their own in packaging/windows/. A message file
that misses a key shows English in the middle of a translated page, and a translation that drops
%1 or [name] shows an installer sentence without the program's name, so both are checked here,
by reading the files.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from yukon_qt.languages import LANGUAGES as GAME_LANGUAGES

WINDOWS = Path(__file__).resolve().parents[2] / "packaging" / "windows"
# Each project message file: its Windows language id (LANGID) and the name the language dialog shows.
LANGUAGES = {
    "Hindi": ("$0439", "हिन्दी"), "Telugu": ("$044A", "తెలుగు"), "Hausa": ("$0468", "Hausa"),
    "ChineseSimplified": ("$0804", "简体中文"), "Arabic": ("$0401", "العربية"), "Bengali": ("$0445", "বাংলা"),
    "Indonesian": ("$0421", "Bahasa Indonesia"), "Vietnamese": ("$042A", "Tiếng Việt"), "Persian": ("$0429", "فارسی"),
    "Thai": ("$041E", "ไทย"), "Tamil": ("$0449", "தமிழ்"),
}
RIGHT_TO_LEFT = {"Arabic", "Persian"}
# The installer language of each game language: Inno Setup's own file, or one of the above.
INSTALLER = {
    "en": "compiler:Default.isl", "tr": r"compiler:Languages\Turkish.isl", "es": r"compiler:Languages\Spanish.isl",
    "fr": r"compiler:Languages\French.isl", "pt_BR": r"compiler:Languages\BrazilianPortuguese.isl",
    "ru": r"compiler:Languages\Russian.isl", "de": r"compiler:Languages\German.isl",
    "ja": r"compiler:Languages\Japanese.isl", "hi": "Hindi.isl", "te": "Telugu.isl", "ha": "Hausa.isl",
    "zh_CN": "ChineseSimplified.isl", "ar": "Arabic.isl", "bn": "Bengali.isl", "id": "Indonesian.isl",
    "it": r"compiler:Languages\Italian.isl", "ko": r"compiler:Languages\Korean.isl",
    "pl": r"compiler:Languages\Polish.isl", "uk": r"compiler:Languages\Ukrainian.isl",
    "nl": r"compiler:Languages\Dutch.isl", "he": r"compiler:Languages\Hebrew.isl",
    "vi": "Vietnamese.isl", "fa": "Persian.isl", "th": "Thai.isl", "ta": "Tamil.isl",
}
# The files of Inno Setup 6.3's Languages folder (the messages it ships beside Default.isl).
INNO_SETUP_OWN = """
    Armenian BrazilianPortuguese Bulgarian Catalan Corsican Czech Danish Dutch Finnish French German Hebrew
    Hungarian Icelandic Italian Japanese Korean Norwegian Polish Portuguese Russian Slovak Slovenian Spanish
    Turkish Ukrainian
""".split()

# The [Messages] keys of Inno Setup's English Default.isl (6.1 to 6.3), in its order.
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
    options = {"LanguageName": name, "LanguageID": language_id, "LanguageCodePage": "0"}  # 0: Unicode
    if language in RIGHT_TO_LEFT:
        options["RightToLeft"] = "yes"
    assert found["[LangOptions]"] == options
    assert list(found["[Messages]"]) == MESSAGE_KEYS
    assert list(found["[CustomMessages]"]) == CUSTOM_KEYS
    for key, text in {**found["[Messages]"], **found["[CustomMessages]"]}.items():
        assert (text == "") == (key in EMPTY), key


def test_every_project_file_has_the_keys_of_the_others():
    """A message file added later must be as complete as the first: the same sections and keys as
    Hindi.isl, the one the others were made from."""
    files = sorted(WINDOWS.glob("*.isl"))
    assert {path.stem for path in files} == set(LANGUAGES)
    hindi = sections(WINDOWS / "Hindi.isl")
    for path in files:
        found = sections(path)
        assert list(found) == list(hindi), path.name
        for section in ("[Messages]", "[CustomMessages]"):
            assert list(found[section]) == list(hindi[section]), (path.name, section)


def test_the_files_keep_the_same_placeholders_and_shortcut_marks():
    files = {language: sections(WINDOWS / f"{language}.isl") for language in LANGUAGES}
    for section in ("[Messages]", "[CustomMessages]"):
        for key in files["Hindi"][section]:
            texts = [files[language][section][key] for language in LANGUAGES]
            placeholders = [sorted(PLACEHOLDER.findall(text)) for text in texts]
            assert placeholders.count(placeholders[0]) == len(LANGUAGES), (key, placeholders)
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


def script_languages() -> dict[str, str]:
    """The [Languages] of the installer script: name -> MessagesFile."""
    script = (WINDOWS / "yukon-solitaire.iss").read_text(encoding="utf-8")
    section = script.split("\n[Languages]\n", 1)[1].split("\n[", 1)[0]
    return dict(re.findall(r'^Name: "(\w+)"; MessagesFile: "([^"]+)"$', section, flags=re.MULTILINE))


def test_the_installer_speaks_every_language_of_the_game():
    assert set(INSTALLER) == set(GAME_LANGUAGES)
    messages = list(script_languages().values())
    assert len(messages) == len(set(messages))
    for code, file in INSTALLER.items():
        assert file in messages, f"the installer has no {code} ({file})"
        if file.startswith("compiler:Languages\\"):
            assert file.removeprefix("compiler:Languages\\").removesuffix(".isl") in INNO_SETUP_OWN, file
        elif not file.startswith("compiler:"):
            assert file.removesuffix(".isl") in LANGUAGES and (WINDOWS / file).is_file(), file
