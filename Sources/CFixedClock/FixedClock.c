#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>

#include "CFixedClock.h"

// Defined in the program, these take the place of the C library's for every library the program
// loads; each forwards to the C library's own unless a moment is held and the caller is
// Foundation or the program (reads_app_clock).

static _Thread_local wr_fixed_clock_hold thread_hold;
static atomic_int process_holders;
static _Atomic int64_t process_nanoseconds;
static _Atomic int64_t process_taken;
static _Atomic int64_t machine_shift;

typedef int (*clock_gettime_fn)(clockid_t, struct timespec *);
typedef int (*gettimeofday_fn)(struct timeval *, void *);

/// The C library's definition of `name`, looked up once into `slot`.
static void *next_definition(const char *name, void *_Atomic *slot) {
    void *found = atomic_load(slot);
    if (found == NULL) {
        found = dlsym(RTLD_NEXT, name);
        atomic_store(slot, found);
    }
    return found;
}

static void *_Atomic next_clock_gettime;
static void *_Atomic next_gettimeofday;

static clock_gettime_fn real_clock_gettime(void) {
    return (clock_gettime_fn)next_definition("clock_gettime", &next_clock_gettime);
}

static gettimeofday_fn real_gettimeofday(void) {
    return (gettimeofday_fn)next_definition("gettimeofday", &next_gettimeofday);
}

static int64_t monotonic(void) {
    struct timespec now;
    real_clock_gettime()(CLOCK_MONOTONIC, &now);
    return (int64_t)now.tv_sec * 1000000000 + now.tv_nsec;
}

/// The held moment as it reads now, if the calling thread or the process holds one.
static int held_moment(int64_t *nanoseconds) {
    if (thread_hold.holds == 2) return 0;
    if (thread_hold.holds == 1) {
        *nanoseconds = thread_hold.nanoseconds + (monotonic() - thread_hold.taken);
        return 1;
    }
    if (atomic_load(&process_holders) > 0) {
        *nanoseconds = atomic_load(&process_nanoseconds) + (monotonic() - atomic_load(&process_taken));
        return 1;
    }
    return 0;
}

static void split(int64_t nanoseconds, struct timespec *time) {
    int64_t seconds = nanoseconds / 1000000000, rest = nanoseconds % 1000000000;
    if (rest < 0) {
        seconds -= 1;
        rest += 1000000000;
    }
    time->tv_sec = (time_t)seconds;
    time->tv_nsec = (long)rest;
}

/// Whether code at `caller` reads the app's clock: Foundation (Date, formatters, the run loop) and
/// the program's own code do. The other libraries do not: libdispatch turns a semaphore's timeout
/// into a deadline on the machine's clock for the kernel, which a held moment would move.
static int reads_app_clock(void *caller) {
    static _Thread_local struct {
        void *caller;
        int reads;
    } seen[8];
    static _Thread_local unsigned next;
    for (unsigned i = 0; i < 8; i++) {
        if (seen[i].caller == caller) return seen[i].reads;
    }
    Dl_info info;
    int reads = 1;
    if (dladdr(caller, &info) != 0 && info.dli_fname != NULL) {
        Dl_info program;
        int in_program = dladdr((void *)&reads_app_clock, &program) != 0 && program.dli_fbase == info.dli_fbase;
        reads = in_program || strstr(info.dli_fname, "Foundation") != NULL;
    }
    seen[next % 8].caller = caller;
    seen[next % 8].reads = reads;
    next += 1;
    return reads;
}

/// The wall clock as code at `caller` reads it.
static int wall_clock(struct timespec *time, void *caller) {
    int64_t nanoseconds;
    int held = held_moment(&nanoseconds);
    int64_t shift = atomic_load(&machine_shift);
    if ((held || shift != 0) && reads_app_clock(caller)) {
        if (held) {
            split(nanoseconds, time);
            return 0;
        }
        int result = real_clock_gettime()(CLOCK_REALTIME, time);
        if (result == 0) split((int64_t)time->tv_sec * 1000000000 + time->tv_nsec + shift, time);
        return result;
    }
    return real_clock_gettime()(CLOCK_REALTIME, time);
}

int clock_gettime(clockid_t clock, struct timespec *time) {
    if (clock == CLOCK_REALTIME) return wall_clock(time, __builtin_return_address(0));
    return real_clock_gettime()(clock, time);
}

int gettimeofday(struct timeval *restrict time, void *restrict zone) {
    struct timespec now;
    if (zone != NULL) return real_gettimeofday()(time, zone);
    int result = wall_clock(&now, __builtin_return_address(0));
    time->tv_sec = now.tv_sec;
    time->tv_usec = (suseconds_t)(now.tv_nsec / 1000);
    return result;
}

void wr_fixed_clock_enter(int64_t nanoseconds) {
    int64_t taken = monotonic();
    thread_hold = (wr_fixed_clock_hold){.holds = 1, .nanoseconds = nanoseconds, .taken = taken};
    atomic_store(&process_nanoseconds, nanoseconds);
    atomic_store(&process_taken, taken);
    atomic_fetch_add(&process_holders, 1);
}

void wr_fixed_clock_enter_machine(void) { thread_hold = (wr_fixed_clock_hold){.holds = 2}; }

wr_fixed_clock_hold wr_fixed_clock_thread_hold(void) { return thread_hold; }

void wr_fixed_clock_leave(wr_fixed_clock_hold previous) {
    // A hold given back starts again from its moment: one held for a whole run does not run on
    // between the renders inside it.
    if (previous.holds == 1) previous.taken = monotonic();
    if (thread_hold.holds == 1) {
        if (previous.holds == 1) {
            atomic_store(&process_nanoseconds, previous.nanoseconds);
            atomic_store(&process_taken, previous.taken);
        }
        atomic_fetch_sub(&process_holders, 1);
    }
    thread_hold = previous;
}

void wr_fixed_clock_shift_machine(int64_t nanoseconds) { atomic_store(&machine_shift, nanoseconds); }
