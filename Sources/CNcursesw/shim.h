#ifndef COAX_CNCURSESW_SHIM_H
#define COAX_CNCURSESW_SHIM_H
// SwiftPM drops pkg-config's -D_XOPEN_SOURCE, without which curses.h hides the wide-character API.
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#include <ncurses.h>

// glibc hides wcwidth for the same reason; the adapter uses it to catch characters the C
// library measures differently from Coax's own table.
extern int wcwidth(wchar_t character);

// Globals and function-like macros that Swift cannot import (strict concurrency forbids the
// globals; the macros are not imported at all).
static inline WINDOW *coax_stdscr(void) { return stdscr; }
static inline attr_t coax_attr_bold(void) { return A_BOLD; }
static inline attr_t coax_attr_dim(void) { return A_DIM; }
static inline attr_t coax_attr_reverse(void) { return A_REVERSE; }
static inline attr_t coax_attr_underline(void) { return A_UNDERLINE; }
static inline mmask_t coax_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t coax_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t coax_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline mmask_t coax_mouse_events(void) {
    return BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON4_PRESSED | BUTTON5_PRESSED;
}

// Whether the terminal can move the cursor to any cell (terminfo `cup`); `dumb` cannot.
static inline int coax_has_cursor_addressing(void) {
    const char *cup = tigetstr("cup");
    return cup != NULL && cup != (const char *)-1 && cup[0] != 0;
}

// Draws one glyph (a base character plus up to four combining marks) at a cell.
static inline int coax_put_glyph(WINDOW *window, int row, int column, const wchar_t *text,
                                 attr_t attributes, short pair) {
    cchar_t cell;
    if (setcchar(&cell, text, attributes, pair, NULL) != OK) return ERR;
    return mvwadd_wch(window, row, column, &cell);
}
#endif
