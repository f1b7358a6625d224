//! PHP's ext/sockets: the `Socket` class and the `socket_*` functions over BSD sockets.
//! Calls on a blocking-mode socket that would block suspend only the calling coroutine
//! (outside one they block as in PHP); host names resolve without blocking the others.

mod address;
pub mod addrinfo;
pub mod constants;
pub mod errors;
pub mod handle;
pub mod io;
pub mod options;
pub mod select;
pub mod setup;
pub mod stream_bridge;
mod wait;
