/*
 * reddog-qt.exe: starts Red Dog with the Python runtime installed beside it.
 *
 * The installed folder holds this program, runtime\ (CPython's embeddable distribution, whose
 * python3XX._pth names the folders Python may import from) and lib\ (PySide6, the game and its
 * other packages). The program loads runtime\python3XX.dll and runs `python -I -m reddog_qt` with
 * the arguments it was given, so `reddog-qt.exe --smoke` works as `reddog-qt --smoke` does on Linux.
 * It is a windowed program: no console opens when the game is started from the Start menu.
 *
 * Build: x86_64-w64-mingw32-gcc -municode -mwindows -DPYTHON_DLL=L"python313.dll" launcher.c ...
 */
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#include <shellapi.h>
#include <stdlib.h>
#include <wchar.h>

#ifndef PYTHON_DLL
#error "define PYTHON_DLL, e.g. -DPYTHON_DLL=L\"python313.dll\""
#endif

typedef int(__cdecl *py_main_fn)(int argc, wchar_t **argv);

static int refuse(const wchar_t *text, const wchar_t *detail)
{
    wchar_t message[2048];
    _snwprintf(message, 2047, L"%ls\n\n%ls\n\nReinstall Red Dog to repair it.", text, detail);
    message[2047] = L'\0';
    MessageBoxW(NULL, message, L"Red Dog", MB_OK | MB_ICONERROR);
    return 1;
}

int WINAPI wWinMain(HINSTANCE instance, HINSTANCE previous, PWSTR command_line, int show)
{
    (void)instance; (void)previous; (void)command_line; (void)show;
    static wchar_t program[32768], folder[32768], dll[32768];
    DWORD length = GetModuleFileNameW(NULL, program, 32768);
    if (length == 0 || length >= 32768)
        return refuse(L"Red Dog cannot find where it is installed.", L"");
    wcscpy(folder, program);
    wchar_t *slash = wcsrchr(folder, L'\\');
    if (slash == NULL)
        return refuse(L"Red Dog cannot find where it is installed.", program);
    *slash = L'\0';
    if (_snwprintf(dll, 32767, L"%ls\\runtime\\%ls", folder, PYTHON_DLL) < 0)
        return refuse(L"The installation folder's name is too long.", folder);

    /* The runtime's own DLLs (vcruntime140.dll) are found beside python3XX.dll. */
    HMODULE python = LoadLibraryExW(dll, NULL, LOAD_WITH_ALTERED_SEARCH_PATH);
    if (python == NULL)
        return refuse(L"Red Dog's Python runtime is missing or damaged:", dll);
    py_main_fn py_main = (py_main_fn)(void (*)(void))GetProcAddress(python, "Py_Main");
    if (py_main == NULL)
        return refuse(L"Red Dog's Python runtime is damaged:", dll);

    int count = 0;
    wchar_t **given = CommandLineToArgvW(GetCommandLineW(), &count);
    if (given == NULL)
        return refuse(L"Red Dog could not read its command line.", L"");
    /* -I: isolated, so PYTHONPATH, PYTHONHOME or a user's site-packages cannot break the game. */
    wchar_t **args = calloc((size_t)count + 4, sizeof *args);
    if (args == NULL)
        return refuse(L"Red Dog ran out of memory while starting.", L"");
    int n = 0;
    args[n++] = program;
    args[n++] = L"-I";
    args[n++] = L"-m";
    args[n++] = L"reddog_qt";
    for (int i = 1; i < count; i++)
        args[n++] = given[i];
    args[n] = NULL;
    return py_main(n, args);
}
