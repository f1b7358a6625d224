//! The reactor: one `polling::Poller` per interpreter for fd readiness, the blocking wait
//! of the scheduler (until the next timer deadline or an event), and wake-ups from other
//! threads (`Notifier`). Several watchers of one fd share its registration: each watcher is
//! a proxy with its own interest, and the fd is registered with the union of its proxies'
//! interests. The poller is created on first use, so a program that never waits costs
//! nothing.

use hashbrown::HashMap;
use std::cell::{Cell, RefCell};
use std::io;
use std::os::fd::{BorrowedFd, RawFd};
use std::rc::Rc;
use std::sync::Arc;
use std::time::Duration;

use polling::{Event, Events, Poller};

use crate::eval::Interp;

/// What a watcher waits for, or what an fd is ready for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Interest {
    pub readable: bool,
    pub writable: bool,
}

impl Interest {
    pub const READ: Interest = Interest {
        readable: true,
        writable: false,
    };
    pub const WRITE: Interest = Interest {
        readable: false,
        writable: true,
    };

    fn union(self, o: Interest) -> Interest {
        Interest {
            readable: self.readable || o.readable,
            writable: self.writable || o.writable,
        }
    }

    /// The part of `ready` this interest asks for (empty when none).
    fn matched(self, ready: Interest) -> Option<Interest> {
        let m = Interest {
            readable: self.readable && ready.readable,
            writable: self.writable && ready.writable,
        };
        (m.readable || m.writable).then_some(m)
    }

    fn event(self, fd: RawFd) -> Event {
        Event::new(fd as usize, self.readable, self.writable)
    }
}

/// Called with the readiness that matched a watcher's interest. It runs no PHP code: it
/// wakes coroutines or drains a pipe.
pub type WatchCallback = Rc<dyn Fn(&Interp, Interest)>;

/// Handle of a watcher, for `unwatch`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WatchId(u64);

struct Proxy {
    id: u64,
    interest: Interest,
    hidden: bool,
    cb: WatchCallback,
}

/// The one registration of an fd and the watchers sharing it.
struct FdEntry {
    proxies: Vec<Proxy>,
}

impl FdEntry {
    fn mask(&self) -> Interest {
        self.proxies
            .iter()
            .fold(Interest::default(), |m, p| m.union(p.interest))
    }
}

/// Wakes the reactor's blocking wait from another thread.
#[derive(Clone)]
pub struct Notifier(Arc<Poller>);

impl Notifier {
    pub fn notify(&self) {
        // A failed notification only means the waiter wakes at its deadline instead.
        let _ = self.0.notify();
    }
}

#[derive(Default)]
pub struct Reactor {
    poller: RefCell<Option<Arc<Poller>>>,
    events: RefCell<Option<Events>>,
    fds: RefCell<HashMap<RawFd, FdEntry>>,
    owners: RefCell<HashMap<u64, RawFd>>,
    next: Cell<u64>,
    /// Watchers that keep the program alive (not hidden).
    visible: Cell<usize>,
}

impl Reactor {
    fn poller(&self) -> io::Result<Arc<Poller>> {
        if let Some(p) = self.poller.borrow().as_ref() {
            return Ok(p.clone());
        }
        let p = Arc::new(Poller::new()?);
        *self.poller.borrow_mut() = Some(p.clone());
        Ok(p)
    }

    /// A handle other threads use to wake the reactor.
    pub fn notifier(&self) -> io::Result<Notifier> {
        self.poller().map(Notifier)
    }

    /// Whether any fd is watched (the scheduler then polls between switches).
    pub fn has_watches(&self) -> bool {
        !self.owners.borrow().is_empty()
    }

    /// Whether a watcher that keeps the program alive is registered.
    pub fn active(&self) -> bool {
        self.visible.get() > 0
    }

    /// Watch `fd` for `interest`; `cb` is called each time it is ready for part of it,
    /// until `unwatch`. A `hidden` watcher does not keep the program alive. The fd must
    /// stay open until its last watcher is removed.
    pub fn watch(
        &self,
        fd: RawFd,
        interest: Interest,
        hidden: bool,
        cb: WatchCallback,
    ) -> io::Result<WatchId> {
        let poller = self.poller()?;
        let id = self.next.get();
        self.next.set(id + 1);
        let proxy = Proxy {
            id,
            interest,
            hidden,
            cb,
        };
        let mut fds = self.fds.borrow_mut();
        match fds.get_mut(&fd) {
            Some(entry) => {
                let before = entry.mask();
                entry.proxies.push(proxy);
                let after = entry.mask();
                if after != before {
                    poller.modify(borrow_fd(fd), after.event(fd))?;
                }
            }
            None => {
                // SAFETY: the fd is deleted from the poller (unwatch) before it is closed.
                unsafe { poller.add(fd, interest.event(fd))? };
                fds.insert(
                    fd,
                    FdEntry {
                        proxies: vec![proxy],
                    },
                );
            }
        }
        self.owners.borrow_mut().insert(id, fd);
        if !hidden {
            self.visible.set(self.visible.get() + 1);
        }
        Ok(WatchId(id))
    }

    /// Remove a watcher; the fd's registration shrinks to what the others still want.
    pub fn unwatch(&self, id: WatchId) {
        let Some(fd) = self.owners.borrow_mut().remove(&id.0) else {
            return;
        };
        let poller = self.poller.borrow().clone();
        let mut fds = self.fds.borrow_mut();
        let Some(entry) = fds.get_mut(&fd) else {
            return;
        };
        if let Some(i) = entry.proxies.iter().position(|p| p.id == id.0) {
            let p = entry.proxies.remove(i);
            if !p.hidden {
                self.visible.set(self.visible.get().saturating_sub(1));
            }
        }
        let Some(poller) = poller else {
            return;
        };
        if entry.proxies.is_empty() {
            fds.remove(&fd);
            let _ = poller.delete(borrow_fd(fd));
        } else {
            let _ = poller.modify(borrow_fd(fd), entry.mask().event(fd));
        }
    }

    /// In the child after `fork()`: a poller of its own holding the same registrations
    /// (the parent's poller is a kernel object the two processes share: it is left alone).
    pub fn reinit(&self) {
        let Some(_shared) = self.poller.borrow_mut().take() else {
            return;
        };
        let Ok(poller) = self.poller() else {
            return;
        };
        for (fd, entry) in self.fds.borrow().iter() {
            // SAFETY: as in `watch`: registered fds stay open until unwatched.
            let _ = unsafe { poller.add(*fd, entry.mask().event(*fd)) };
        }
    }

    /// Wait up to `timeout` (None: until an event or a notification) and call the
    /// watchers of the fds that became ready. Returns whether any watcher was called.
    pub fn poll(&self, interp: &Interp, timeout: Option<Duration>) -> bool {
        let Ok(poller) = self.poller() else {
            if let Some(t) = timeout {
                std::thread::sleep(t);
            }
            return false;
        };
        let mut events = self.events.borrow_mut().take().unwrap_or_default();
        events.clear();
        if poller.wait(&mut events, timeout).is_err() {
            *self.events.borrow_mut() = Some(events);
            return false;
        }
        let ready: Vec<(RawFd, Interest)> = events
            .iter()
            .map(|e| {
                (
                    e.key as RawFd,
                    Interest {
                        readable: e.readable,
                        writable: e.writable,
                    },
                )
            })
            .collect();
        *self.events.borrow_mut() = Some(events);
        let mut due: Vec<(WatchCallback, Interest)> = Vec::new();
        {
            let fds = self.fds.borrow();
            for (fd, r) in ready {
                let Some(entry) = fds.get(&fd) else {
                    continue;
                };
                for p in &entry.proxies {
                    if let Some(m) = p.interest.matched(r) {
                        due.push((p.cb.clone(), m));
                    }
                }
                // Registrations are one-shot: arm the fd again for what its watchers want.
                let _ = poller.modify(borrow_fd(fd), entry.mask().event(fd));
            }
        }
        let called = !due.is_empty();
        for (cb, m) in due {
            cb(interp, m);
        }
        called
    }
}

fn borrow_fd(fd: RawFd) -> BorrowedFd<'static> {
    // SAFETY: only fds that are registered, hence open (see `watch`), are borrowed, and
    // the borrow does not outlive the call it is made for.
    unsafe { BorrowedFd::borrow_raw(fd) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;
    use std::os::fd::AsRawFd;
    use std::os::unix::net::UnixStream;
    use std::time::Instant;

    #[test]
    fn proxies_share_one_registration() {
        let interp = Interp::new();
        let r = Reactor::default();
        let (a, mut b) = UnixStream::pair().unwrap();
        let fd = a.as_raw_fd();
        let hits = Rc::new(Cell::new((0, 0)));
        let h1 = hits.clone();
        let w1 = r
            .watch(
                fd,
                Interest::READ,
                false,
                Rc::new(move |_, _| h1.set((h1.get().0 + 1, h1.get().1))),
            )
            .unwrap();
        let h2 = hits.clone();
        let w2 = r
            .watch(
                fd,
                Interest::WRITE,
                true,
                Rc::new(move |_, _| h2.set((h2.get().0, h2.get().1 + 1))),
            )
            .unwrap();
        assert!(r.active());
        // Writable at once; not readable yet.
        assert!(r.poll(&interp, Some(Duration::from_millis(100))));
        assert_eq!(hits.get(), (0, 1));
        r.unwatch(w2);
        b.write_all(b"x").unwrap();
        assert!(r.poll(&interp, Some(Duration::from_millis(100))));
        assert_eq!(hits.get(), (1, 1));
        r.unwatch(w1);
        assert!(!r.has_watches() && !r.active());
    }

    #[test]
    fn notifier_wakes_a_blocking_wait() {
        let interp = Interp::new();
        let r = Reactor::default();
        let n = r.notifier().unwrap();
        let t = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(20));
            n.notify();
        });
        let start = Instant::now();
        r.poll(&interp, Some(Duration::from_secs(5)));
        assert!(start.elapsed() < Duration::from_secs(4));
        t.join().unwrap();
    }
}
