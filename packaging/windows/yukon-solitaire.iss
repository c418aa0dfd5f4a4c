; Inno Setup script for Yukon Solitaire on Windows (Inno Setup 6).
; Build the folder first with PyInstaller (see packaging/README.md), then from the checkout:
;   iscc packaging\windows\yukon-solitaire.iss
; The version is read from the version resource of the built yukon-solitaire.exe,
; which packaging/yukon-solitaire.spec fills in from pyproject.toml.

#define AppName "Yukon Solitaire"
#define AppExe "yukon-solitaire.exe"
#define OutDir AddBackslash(SourcePath) + "..\..\dist"
#define DistDir OutDir + "\yukon-solitaire"
#define AppVersion GetStringFileInfo(DistDir + "\" + AppExe, "ProductVersion")
#if AppVersion == ""
  #error "Build dist\yukon-solitaire with PyInstaller first (packaging/README.md)"
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
VersionInfoVersion={#AppVersion}
; Per-user install: no administrator rights needed (the user may still choose all users).
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
DefaultDirName={autopf}\{#AppName}
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

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "turkish"; MessagesFile: "compiler:Languages\Turkish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#DistDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
