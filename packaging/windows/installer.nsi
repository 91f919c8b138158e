; Red Dog's Windows installer (NSIS 3, 64-bit, per user: no administrator rights).
;
; Built by `python packaging/build.py windows`, which defines:
;   VERSION (1.1.0), VERSION4 (1.1.0.0), IMAGE (the staged game folder), OUTFILE, ICON,
;   FILES_TO_REMOVE (the uninstaller's list of the image's files and folders), SIZE_KB,
;   WIZARD_BITMAP (the welcome and finish pages' picture, drawn by make_wizard_art.py).
;
; The game goes to %LOCALAPPDATA%\Programs\Red Dog. The player's profile (bankroll, history,
; personal limit, PIN, settings) is in %APPDATA%\reddog-qt: no step here reads, moves or deletes it.
; The uninstaller removes exactly the files the installer put down (and Python's caches of them).

Unicode true
Target amd64-unicode
ManifestDPIAware true
RequestExecutionLevel user
SetCompressor /SOLID lzma

!define APP_ID "io.github.reddogqt.RedDog"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_ID}"
!define SETTINGS_KEY "Software\${APP_ID}"

Name "Red Dog"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\Red Dog"
InstallDirRegKey HKCU "${SETTINGS_KEY}" "InstallDir"
BrandingText "Red Dog ${VERSION}"

!include "MUI2.nsh"
!include "FileFunc.nsh"
!include "LogicLib.nsh"
!include "x64.nsh"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_WELCOMEFINISHPAGE_BITMAP "${WIZARD_BITMAP}"
!define MUI_ABORTWARNING
!define MUI_COMPONENTSPAGE_NODESC
!define MUI_FINISHPAGE_RUN "$INSTDIR\reddog-qt.exe"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "German"
; NSIS shows the installer in the language of Windows (German or English).

LangString SecGameName ${LANG_ENGLISH} "Red Dog"
LangString SecGameName ${LANG_GERMAN} "Red Dog"
LangString SecDesktopName ${LANG_ENGLISH} "Desktop shortcut"
LangString SecDesktopName ${LANG_GERMAN} "Verknüpfung auf dem Desktop"
LangString Needs64 ${LANG_ENGLISH} "Red Dog needs 64-bit Windows 10 or newer."
LangString Needs64 ${LANG_GERMAN} "Red Dog braucht ein 64-Bit-Windows 10 oder neuer."
LangString ProfileKept ${LANG_ENGLISH} "Red Dog has been removed.$\r$\n$\r$\nYour bankroll, history, personal limit and settings are kept in$\r$\n$APPDATA\reddog-qt$\r$\nDelete that folder yourself if you want them gone."
LangString ProfileKept ${LANG_GERMAN} "Red Dog wurde entfernt.$\r$\n$\r$\nIhr Guthaben, Ihre Spielgeschichte, Ihr persönliches Limit und Ihre Einstellungen bleiben in$\r$\n$APPDATA\reddog-qt$\r$\nLöschen Sie diesen Ordner selbst, wenn Sie sie nicht mehr brauchen."
LangString Upgrading ${LANG_ENGLISH} "Removing the files of the Red Dog installed before..."
LangString Upgrading ${LANG_GERMAN} "Die Dateien des bisher installierten Red Dog werden entfernt..."

VIProductVersion "${VERSION4}"
VIFileVersion "${VERSION4}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductName" "Red Dog"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileDescription" "Red Dog ${VERSION} Setup"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "CompanyName" "The reddog_qt developers"
VIAddVersionKey /LANG=${LANG_ENGLISH} "LegalCopyright" "MIT licence"

Function .onInit
    ${IfNot} ${RunningX64}
        MessageBox MB_OK|MB_ICONSTOP "$(Needs64)" /SD IDOK
        Abort
    ${EndIf}
FunctionEnd

Section "$(SecGameName)" SecGame
    SectionIn RO
    ; An earlier Red Dog: its own uninstaller takes away the files it put down (never the profile),
    ; so that nothing of the old version lingers beside the new one.
    ReadRegStr $0 HKCU "${UNINSTALL_KEY}" "InstallLocation"
    ${If} $0 != ""
    ${AndIf} ${FileExists} "$0\uninstall.exe"
        DetailPrint "$(Upgrading)"
        CopyFiles /SILENT "$0\uninstall.exe" "$PLUGINSDIR\old-uninstall.exe"
        ExecWait '"$PLUGINSDIR\old-uninstall.exe" /S /UPGRADE _?=$0' $1
        Delete "$0\uninstall.exe"
        RMDir "$0"
    ${EndIf}

    SetOutPath "$INSTDIR"
    File /r "${IMAGE}\*.*"
    WriteUninstaller "$INSTDIR\uninstall.exe"
    CreateShortcut "$SMPROGRAMS\Red Dog.lnk" "$INSTDIR\reddog-qt.exe" "" "$INSTDIR\reddog-qt.exe" 0

    WriteRegStr HKCU "${SETTINGS_KEY}" "InstallDir" "$INSTDIR"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "Red Dog"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\reddog-qt.exe,0"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "The reddog_qt developers"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
    WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
    WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" ${SIZE_KB}
    WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
    WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "$(SecDesktopName)" SecDesktop
    CreateShortcut "$DESKTOP\Red Dog.lnk" "$INSTDIR\reddog-qt.exe" "" "$INSTDIR\reddog-qt.exe" 0
SectionEnd

Section "Uninstall"
    ${GetParameters} $R0
    ClearErrors
    ${GetOptions} $R0 "/UPGRADE" $R1
    ${If} ${Errors}
        StrCpy $R2 "remove"
    ${Else}
        StrCpy $R2 "upgrade"
    ${EndIf}

    !include "${FILES_TO_REMOVE}"
    Delete "$INSTDIR\uninstall.exe"
    RMDir "$INSTDIR"

    ${If} $R2 == "remove"
        Delete "$SMPROGRAMS\Red Dog.lnk"
        Delete "$DESKTOP\Red Dog.lnk"
        DeleteRegKey HKCU "${UNINSTALL_KEY}"
        DeleteRegKey HKCU "${SETTINGS_KEY}"
        DetailPrint "$(ProfileKept)"
        MessageBox MB_OK|MB_ICONINFORMATION "$(ProfileKept)" /SD IDOK
    ${EndIf}
SectionEnd
