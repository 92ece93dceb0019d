#ifndef COAX_CNCURSESW_SHIM_H
#define COAX_CNCURSESW_SHIM_H
// SwiftPM drops pkg-config's -D_XOPEN_SOURCE, without which curses.h hides the wide-character API.
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <wchar.h>
#include <ncurses.h>

static inline WINDOW *coax_stdscr(void) { return stdscr; }
#endif
