//! Streams: the payload of `stream` resources (files, php://memory and php://temp,
//! php://stdin/stdout/stderr/output), resource id numbering as php does it, and the
//! buffered read/write/seek operations the file builtins share.

use std::cell::Cell;
use std::fs::File;
use std::io::{Read, Seek, SeekFrom, Write};
use std::rc::Rc;

use crate::eval::Interp;
use crate::value::{Resource, Value};

/// Where a stream's bytes go.
pub enum Backing {
    File(File),
    Memory(Vec<u8>),
    Stdin,
    Stdout,
    Stderr,
    /// php://output: through the output buffers like echo.
    Output,
    /// A network or local socket (src/builtins/socket.rs); its fd is non-blocking and the
    /// waiting is done by the socket layer, outside any borrow of the stream.
    Socket(super::socket::Sock),
}

/// Blocking mode, read timeout and what `stream_get_meta_data()` reports about them.
pub struct IoState {
    /// `stream_set_blocking()`: whether reads wait for data.
    pub blocking: bool,
    /// `stream_set_timeout()`: how long a read waits (None: forever).
    pub timeout: Option<std::time::Duration>,
    /// Whether the last wait for data ran out of time.
    pub timed_out: bool,
    /// The fd is polled before reads (sockets, proc_open pipes): reads never block in the
    /// kernel, waits go through the socket layer.
    pub pollable: bool,
    /// The last read stopped because no data was ready (not at end of input).
    pub would_block: bool,
    /// The mode and name it was opened with, for `stream_get_meta_data()`.
    pub mode: Option<String>,
    pub uri: Option<String>,
}

impl Default for IoState {
    fn default() -> IoState {
        IoState {
            blocking: true,
            timeout: None,
            timed_out: false,
            pollable: false,
            would_block: false,
            mode: None,
            uri: None,
        }
    }
}

/// A stream resource's state.
pub struct Stream {
    pub backing: Backing,
    /// Position for memory streams.
    pos: usize,
    pub readable: bool,
    pub writable: bool,
    pub append: bool,
    pub eof: bool,
    /// Bytes read ahead from a file or stdin, not yet consumed.
    pending: Vec<u8>,
    /// Append mode: PHP's position minus the fd's offset (writes go to the end of the
    /// file, the position only moves on by what was written).
    append_shift: i64,
    pub io: IoState,
}

thread_local! {
    /// php numbers resources from 1: STDIN, STDOUT, STDERR take 1-3, and the next is 4.
    static NEXT_ID: Cell<u32> = const { Cell::new(4) };
}

/// A function that opens through a stream wrapper with no context given reads PHP's
/// default context, which is created, taking a resource number, the first time.
pub fn use_default_context() {
    super::stream_context::default_context();
}

/// Allocate the next resource id (shared by every kind of resource).
pub fn next_resource_id() -> u32 {
    NEXT_ID.with(|n| {
        let id = n.get();
        n.set(id + 1);
        id
    })
}

impl Stream {
    pub fn new(backing: Backing, readable: bool, writable: bool, append: bool) -> Stream {
        Stream {
            backing,
            pos: 0,
            readable,
            writable,
            append,
            eof: false,
            pending: Vec::new(),
            append_shift: 0,
            io: IoState::default(),
        }
    }

    /// The bytes read ahead and not consumed yet.
    pub fn buffered(&self) -> &[u8] {
        &self.pending
    }

    /// At end of input, unless the read stopped only because no data was ready yet.
    fn mark_eof(&mut self) {
        if !self.io.would_block {
            self.eof = true;
        }
    }

    /// Wrap in a new resource value.
    pub fn into_value(self) -> Value {
        Value::Resource(Rc::new(Resource::new(
            next_resource_id(),
            "stream",
            Box::new(self),
        )))
    }

    /// Fill `pending` with at least one more chunk; false at end of input (or, with
    /// `io.would_block` set, when a non-blocking fd has nothing ready).
    pub fn fill(&mut self) -> bool {
        let mut buf = [0u8; 8192];
        self.io.would_block = false;
        let n = match &mut self.backing {
            Backing::File(f) => match f.read(&mut buf) {
                Ok(n) => n,
                Err(e) => {
                    self.io.would_block = e.kind() == std::io::ErrorKind::WouldBlock;
                    0
                }
            },
            Backing::Socket(sock) => match sock.recv(&mut buf) {
                Ok(0) => {
                    self.eof = true;
                    0
                }
                Ok(n) => n,
                Err(e) => {
                    self.io.would_block = e.kind() == std::io::ErrorKind::WouldBlock;
                    0
                }
            },
            Backing::Stdin => std::io::stdin().read(&mut buf).unwrap_or(0),
            Backing::Memory(m) => {
                let rest = &m[self.pos.min(m.len())..];
                let n = rest.len().min(buf.len());
                buf[..n].copy_from_slice(&rest[..n]);
                self.pos += n;
                n
            }
            _ => 0,
        };
        self.pending.extend_from_slice(&buf[..n]);
        n > 0
    }

    /// Read up to `n` bytes.
    pub fn read(&mut self, n: usize) -> Vec<u8> {
        while self.pending.len() < n {
            // A socket or pipe read returns what one read got (one datagram, say).
            if self.io.pollable && !self.pending.is_empty() {
                break;
            }
            if !self.fill() {
                break;
            }
            if matches!(self.backing, Backing::Stdin) || self.io.pollable {
                break;
            }
        }
        if self.pending.is_empty() {
            self.mark_eof();
        }
        let take = n.min(self.pending.len());
        let out: Vec<u8> = self.pending.drain(..take).collect();
        if out.len() < n
            && self.pending.is_empty()
            && !matches!(self.backing, Backing::Stdin)
            && !self.io.pollable
        {
            self.mark_eof();
        }
        out
    }

    /// Read a line including its "\n", at most `max` bytes; None at end of input.
    pub fn read_line(&mut self, max: Option<usize>) -> Option<Vec<u8>> {
        self.read_through(b"\n", max.unwrap_or(usize::MAX), true)
    }

    /// Up to `max` bytes, ending before the first `ending` that fits in them (consumed,
    /// not returned; an empty `ending` never matches); None at end of input.
    pub fn read_until(&mut self, ending: &[u8], max: usize) -> Option<Vec<u8>> {
        self.read_through(ending, max, false)
    }

    /// Up to `max` bytes, through the first `ending` that fits in them (consumed, and
    /// returned when `keep`); None at end of input.
    fn read_through(&mut self, ending: &[u8], max: usize, keep: bool) -> Option<Vec<u8>> {
        loop {
            let window = &self.pending[..self.pending.len().min(max)];
            let found = match ending {
                [] => None,
                [b] => window.iter().position(|c| c == b),
                _ => window.windows(ending.len()).position(|w| w == ending),
            };
            if let Some(p) = found {
                let mut out: Vec<u8> = self.pending.drain(..p + ending.len()).collect();
                if !keep {
                    out.truncate(p);
                }
                return Some(out);
            }
            if self.pending.len() >= max {
                return Some(self.pending.drain(..max).collect());
            }
            if !self.fill() {
                self.mark_eof();
                if self.pending.is_empty() {
                    return None;
                }
                return Some(std::mem::take(&mut self.pending));
            }
        }
    }

    /// Everything up to the end.
    pub fn read_all(&mut self) -> Vec<u8> {
        while self.fill() {}
        self.mark_eof();
        std::mem::take(&mut self.pending)
    }

    pub fn write(&mut self, cx: &Interp, data: &[u8]) -> Option<usize> {
        self.discard_pending();
        match &mut self.backing {
            Backing::File(f) => {
                if self.append {
                    // PHP's position moves on by what was written, wherever the bytes
                    // went (the end of the file): remember how far it is from the fd's.
                    let before = f.stream_position().ok()? as i64 + self.append_shift;
                    f.seek(SeekFrom::End(0)).ok()?;
                    f.write_all(data).ok()?;
                    let after = f.stream_position().ok()? as i64;
                    self.append_shift = before + data.len() as i64 - after;
                } else {
                    f.write_all(data).ok()?;
                }
            }
            Backing::Memory(m) => {
                if self.append {
                    self.pos = m.len();
                }
                let end = self.pos + data.len();
                if m.len() < end {
                    m.resize(end, 0);
                }
                m[self.pos..end].copy_from_slice(data);
                self.pos = end;
            }
            Backing::Stdout => {
                cx.flush();
                let mut out = std::io::stdout();
                out.write_all(data).ok()?;
                out.flush().ok()?;
            }
            Backing::Stderr => {
                cx.flush();
                std::io::stderr().write_all(data).ok()?;
            }
            Backing::Output => cx.echo(data),
            Backing::Stdin => return None,
            Backing::Socket(sock) => return sock.send(data).ok(),
        }
        Some(data.len())
    }

    /// Forget read-ahead bytes, moving the underlying position back to the logical one.
    fn discard_pending(&mut self) {
        if self.pending.is_empty() {
            return;
        }
        let back = self.pending.len();
        self.pending.clear();
        match &mut self.backing {
            Backing::File(f) => {
                let _ = f.seek(SeekFrom::Current(-(back as i64)));
            }
            Backing::Memory(_) => self.pos -= back,
            _ => {}
        }
    }

    pub fn tell(&mut self) -> Option<u64> {
        match &mut self.backing {
            Backing::File(f) => {
                let p = f.stream_position().ok()? as i64 + self.append_shift;
                Some((p - self.pending.len() as i64).max(0) as u64)
            }
            Backing::Memory(_) => Some((self.pos - self.pending.len()) as u64),
            _ => Some(0),
        }
    }

    /// Seek; false when the target is invalid.
    pub fn seek(&mut self, offset: i64, whence: i64) -> bool {
        self.discard_pending();
        let ok = match &mut self.backing {
            Backing::File(f) => {
                let target = match whence {
                    1 if self.append_shift != 0 => {
                        let here = f.stream_position().map_or(0, |p| p as i64);
                        match here + self.append_shift + offset {
                            t if t < 0 => return false,
                            t => SeekFrom::Start(t as u64),
                        }
                    }
                    1 => SeekFrom::Current(offset),
                    2 => SeekFrom::End(offset),
                    _ if offset < 0 => return false,
                    _ => SeekFrom::Start(offset as u64),
                };
                f.seek(target).is_ok()
            }
            Backing::Memory(m) => {
                let base = match whence {
                    1 => self.pos as i64,
                    2 => m.len() as i64,
                    _ => 0,
                };
                let t = base + offset;
                if t < 0 {
                    false
                } else {
                    self.pos = t as usize;
                    true
                }
            }
            _ => false,
        };
        if ok {
            self.eof = false;
            self.append_shift = 0;
        }
        ok
    }

    pub fn truncate(&mut self, size: u64) -> bool {
        self.discard_pending();
        match &mut self.backing {
            Backing::File(f) => f.set_len(size).is_ok(),
            Backing::Memory(m) => {
                m.resize(size as usize, 0);
                true
            }
            _ => false,
        }
    }

    pub fn flush(&mut self, cx: &Interp) -> bool {
        match &mut self.backing {
            Backing::File(f) => f.flush().is_ok(),
            Backing::Stdout | Backing::Output => {
                cx.flush();
                true
            }
            _ => true,
        }
    }
}

/// The STDIN/STDOUT/STDERR constants.
pub fn std_streams() -> Vec<(&'static str, Value)> {
    let mk = |id: u32, backing: Backing, r: bool, w: bool| {
        Value::Resource(Rc::new(Resource::new(
            id,
            "stream",
            Box::new(Stream::new(backing, r, w, false)),
        )))
    };
    vec![
        ("STDIN", mk(1, Backing::Stdin, true, false)),
        ("STDOUT", mk(2, Backing::Stdout, false, true)),
        ("STDERR", mk(3, Backing::Stderr, false, true)),
    ]
}
