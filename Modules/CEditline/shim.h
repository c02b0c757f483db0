// Non-variadic wrappers for the libedit calls LineEditing uses: Swift cannot call C variadics
// (el_set, el_wset, el_get, history_w). One wrapper per operation, and the one glibc call the
// history needs that Swift cannot see (memfd_create).
#ifndef SCENESHELL_CEDITLINE_SHIM_H
#define SCENESHELL_CEDITLINE_SHIM_H

#include <histedit.h>
#include <stddef.h>
#include <stdio.h>
#include <wchar.h>

typedef wchar_t *(*ceditline_prompt_fn)(EditLine *);
typedef unsigned char (*ceditline_command_fn)(EditLine *, int);

// MARK: - Editor settings

static inline int ceditline_set_prompt_esc(EditLine *el, ceditline_prompt_fn fn, wchar_t delim) {
  return el_wset(el, EL_PROMPT_ESC, fn, delim);
}

static inline int ceditline_set_editor(EditLine *el, const char *mode) {
  return el_set(el, EL_EDITOR, mode);
}

static inline int ceditline_set_signal(EditLine *el, int on) {
  return el_set(el, EL_SIGNAL, on);
}

static inline int ceditline_set_history(EditLine *el, HistoryW *h) {
  return el_wset(el, EL_HIST, history_w, h);
}

static inline int ceditline_set_clientdata(EditLine *el, void *data) {
  return el_set(el, EL_CLIENTDATA, data);
}

static inline void *ceditline_get_clientdata(EditLine *el) {
  void *data = NULL;
  if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
  return data;
}

static inline int ceditline_set_getcfn(EditLine *el, el_rfunc_t fn) {
  return el_set(el, EL_GETCFN, fn);
}

static inline int ceditline_add_function(
    EditLine *el, const char *name, const char *help, ceditline_command_fn fn) {
  return el_set(el, EL_ADDFN, name, help, fn);
}

static inline int ceditline_bind(EditLine *el, const char *key, const char *command) {
  return el_set(el, EL_BIND, key, command, (const char *)NULL);
}

/// Puts the terminal in cooked (0) or editing (1) mode, re-reading its current settings.
static inline int ceditline_prepare_terminal(EditLine *el, int editing) {
  return el_set(el, EL_PREP_TERM, editing);
}

static inline int ceditline_refresh(EditLine *el) {
  return el_set(el, EL_REFRESH);
}

/// Terminal width as libedit knows it (kept current by el_resize); 0 when unknown.
static inline int ceditline_columns(EditLine *el) {
  int columns = 0;
  if (el_get(el, EL_GETTC, "co", &columns, (void *)NULL) != 0) return 0;
  return columns;
}

// MARK: - Terminal widths

// glibc declares wcwidth only under _XOPEN_SOURCE, which Swift's Glibc module does not set.
extern int wcwidth(wchar_t c);

/// Columns a character takes on the terminal; -1 when it is not printable.
static inline int ceditline_wcwidth(wchar_t c) {
  return wcwidth(c);
}

// MARK: - History (wide API: lines are wchar_t, file paths are char)

static inline int ceditline_history_set_size(HistoryW *h, int size) {
  HistEventW ev;
  return history_w(h, &ev, H_SETSIZE, size);
}

static inline int ceditline_history_get_size(HistoryW *h) {
  HistEventW ev;
  if (history_w(h, &ev, H_GETSIZE) < 0) return -1;
  return ev.num;
}

static inline int ceditline_history_set_unique(HistoryW *h, int unique) {
  HistEventW ev;
  return history_w(h, &ev, H_SETUNIQUE, unique);
}

static inline int ceditline_history_enter(HistoryW *h, const wchar_t *line) {
  HistEventW ev;
  return history_w(h, &ev, H_ENTER, line);
}

static inline int ceditline_history_load(HistoryW *h, const char *path) {
  HistEventW ev;
  return history_w(h, &ev, H_LOAD, path);
}

static inline int ceditline_history_save(HistoryW *h, const char *path) {
  HistEventW ev;
  return history_w(h, &ev, H_SAVE, path);
}

/// Writes the history, in libedit's format, to an open stream (the caller's, to close).
static inline int ceditline_history_save_fp(HistoryW *h, FILE *file) {
  HistEventW ev;
  return history_w(h, &ev, H_SAVE_FP, file);
}

// MARK: - What libedit reads and writes through a path

// H_LOAD takes only a path. LineEditing reads the history file itself (bounded, of a kind
// checked first) and hands libedit what it checked through an anonymous memory file, named
// /proc/self/fd/N. glibc declares memfd_create only under _GNU_SOURCE, which Swift's Glibc
// module does not set.
extern int memfd_create(const char *name, unsigned int flags);

/// An anonymous file in memory, closed on exec (MFD_CLOEXEC); -1 with errno on failure.
static inline int ceditline_memory_file(const char *name) {
  return memfd_create(name, 1U);
}

#endif
