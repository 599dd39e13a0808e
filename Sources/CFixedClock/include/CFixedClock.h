#ifndef CFIXEDCLOCK_H
#define CFIXEDCLOCK_H

#include <stdint.h>

// The wall clock as an app's code reads it while WidgetRaster runs that code: this program's
// clock_gettime(CLOCK_REALTIME) and gettimeofday, as Foundation (Date(), formatters) and the
// program call them, start at a fixed moment while a render holds one, and are the machine's
// clock otherwise and for every other library (libdispatch's timeouts stay on the machine's
// clock). A held moment runs on from when it was taken (a render's code sees 9:41:00 and a few
// milliseconds), so code that waits for the clock to pass a time still ends. Monotonic clocks
// are never changed.

/// Holds `nanoseconds` since 1970 as the wall clock of the calling thread, and of every thread
/// that holds no moment of its own, until the matching wr_fixed_clock_leave.
void wr_fixed_clock_enter(int64_t nanoseconds);

/// Holds the machine's clock for the calling thread (a render that asks for it), whatever
/// moment other threads' renders hold, until the matching wr_fixed_clock_leave.
void wr_fixed_clock_enter_machine(void);

/// What a thread held before an enter, for the matching leave to give back (nesting).
typedef struct {
    /// 0: nothing held; 1: `nanoseconds` from `taken`; 2: the machine's clock.
    int holds;
    int64_t nanoseconds;
    int64_t taken;
} wr_fixed_clock_hold;

/// The calling thread's hold, to give back to wr_fixed_clock_leave.
wr_fixed_clock_hold wr_fixed_clock_thread_hold(void);

/// Ends the calling thread's innermost wr_fixed_clock_enter, giving it back `previous`.
void wr_fixed_clock_leave(wr_fixed_clock_hold previous);

/// Moves the machine's clock as this process reads it by `nanoseconds` (tests: "an hour later").
void wr_fixed_clock_shift_machine(int64_t nanoseconds);

#endif
