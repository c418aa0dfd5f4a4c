; Inno Setup script for Yukon Solitaire on Windows (Inno Setup 6).
; Build the folder first with PyInstaller (see packaging/README.md), then from the checkout:
;   iscc /DFileVersion=N.N.N.N packaging\windows\yukon-solitaire.iss
; with N.N.N.N printed by `python packaging\windows\file_version.py` (Windows wants four plain
; numbers: 0.2.0rc1 is 0.2.0.0). The version shown to people is read from the version resource
; of the built yukon-solitaire.exe, which packaging/yukon-solitaire.spec fills in from pyproject.toml.
; Signing: pass /DSign "/Ssigntool=signtool.exe sign ... $f" to sign the setup and uninstaller.

#define AppName "Yukon Solitaire"
#define AppExe "yukon-solitaire.exe"
#define OutDir AddBackslash(SourcePath) + "..\..\dist"
#define DistDir OutDir + "\yukon-solitaire"
#define AppVersion GetStringFileInfo(DistDir + "\" + AppExe, "ProductVersion")
#if AppVersion == ""
  #error "Build dist\yukon-solitaire with PyInstaller first (packaging/README.md)"
#endif
#ifndef FileVersion
  #error "Give /DFileVersion=N.N.N.N, as printed by packaging\windows\file_version.py"
#endif

[Setup]
; The AppId identifies the app to the uninstaller and to upgrades: never change it.
AppId={{5C2F7B8E-3D41-4F6A-9B0E-7A1D2C9E4B63}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Yukon Solitaire developers
AppPublisherURL=https://yukonsolitaire.github.io/
AppSupportURL=https://github.com/yukonsolitaire/yukon-solitaire/issues
VersionInfoVersion={#FileVersion}
VersionInfoProductTextVersion={#AppVersion}
; Per-user install, never asking for administrator rights: the program goes to
; {userpf} (%LOCALAPPDATA%\Programs), the shortcuts to the user's own Start menu and desktop.
PrivilegesRequired=lowest
DefaultDirName={userpf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
SetupIconFile={#DistDir}\_internal\yukon-solitaire.ico
OutputDir={#OutDir}
OutputBaseFilename=yukon-solitaire-{#AppVersion}-windows-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
CloseApplications=yes
; Ask for the language only when Windows' own language is none of the game's twenty-five.
ShowLanguageDialog=auto
#ifdef Sign
SignTool=signtool
SignedUninstaller=yes
#endif

[Languages]
; Every language the game speaks. English, Turkish, Spanish, French, Brazilian Portuguese, Russian,
; German, Japanese, Italian, Korean, Polish, Ukrainian, Dutch and Hebrew come with Inno Setup; Inno
; Setup ships no messages for Hindi, Telugu, Hausa, Simplified Chinese, Arabic, Bengali, Indonesian,
; Vietnamese, Persian, Thai and Tamil, so theirs are kept next to this script (every
; message of Inno Setup's English Default.isl, UTF-8 with a byte-order mark, as Inno Setup 6 reads
; them). The four custom messages the script uses below are in each file's [CustomMessages].
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "turkish"; MessagesFile: "compiler:Languages\Turkish.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"
Name: "brazilianportuguese"; MessagesFile: "compiler:Languages\BrazilianPortuguese.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "japanese"; MessagesFile: "compiler:Languages\Japanese.isl"
Name: "hindi"; MessagesFile: "Hindi.isl"
Name: "telugu"; MessagesFile: "Telugu.isl"
Name: "hausa"; MessagesFile: "Hausa.isl"
Name: "chinesesimplified"; MessagesFile: "ChineseSimplified.isl"
Name: "arabic"; MessagesFile: "Arabic.isl"
Name: "bengali"; MessagesFile: "Bengali.isl"
Name: "indonesian"; MessagesFile: "Indonesian.isl"
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"
Name: "korean"; MessagesFile: "compiler:Languages\Korean.isl"
Name: "vietnamese"; MessagesFile: "Vietnamese.isl"
Name: "polish"; MessagesFile: "compiler:Languages\Polish.isl"
Name: "ukrainian"; MessagesFile: "compiler:Languages\Ukrainian.isl"
Name: "dutch"; MessagesFile: "compiler:Languages\Dutch.isl"
Name: "persian"; MessagesFile: "Persian.isl"
Name: "hebrew"; MessagesFile: "compiler:Languages\Hebrew.isl"
Name: "thai"; MessagesFile: "Thai.isl"
Name: "tamil"; MessagesFile: "Tamil.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the whole bundle: a library the new version no longer ships must not stay
; behind next to the new ones.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
; The uninstaller removes exactly what is listed here. The player's games, statistics,
; settings and log live in the user's data folders, which the program writes and this
; script never names: they stay, so a reinstall or an upgrade keeps them. There is
; therefore no [UninstallDelete] section.
Source: "{#DistDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{userdesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
