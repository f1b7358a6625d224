//! `PhpString`: PHP's byte string. Cheap to clone (shared), mutated in place when unshared,
//! so `.=` in a loop is amortized O(1).

use std::fmt;
use std::rc::Rc;

/// A PHP string: arbitrary bytes, not necessarily UTF-8.
#[derive(Clone, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PhpString(Rc<Vec<u8>>);

impl PhpString {
    pub fn new() -> PhpString {
        PhpString::default()
    }
    pub fn from_vec(v: Vec<u8>) -> PhpString {
        PhpString(Rc::new(v))
    }
    pub fn as_bytes(&self) -> &[u8] {
        &self.0
    }
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// Mutable access; copies the bytes first if they are shared.
    pub fn make_mut(&mut self) -> &mut Vec<u8> {
        Rc::make_mut(&mut self.0)
    }
    pub fn push_bytes(&mut self, b: &[u8]) {
        self.make_mut().extend_from_slice(b);
    }
    /// Lossy UTF-8 view, for messages.
    pub fn to_string_lossy(&self) -> String {
        String::from_utf8_lossy(&self.0).into_owned()
    }
    pub fn into_vec(self) -> Vec<u8> {
        Rc::try_unwrap(self.0).unwrap_or_else(|rc| (*rc).clone())
    }
}

impl From<&str> for PhpString {
    fn from(s: &str) -> Self {
        PhpString::from_vec(s.as_bytes().to_vec())
    }
}
impl From<String> for PhpString {
    fn from(s: String) -> Self {
        PhpString::from_vec(s.into_bytes())
    }
}
impl From<&[u8]> for PhpString {
    fn from(s: &[u8]) -> Self {
        PhpString::from_vec(s.to_vec())
    }
}
impl From<Vec<u8>> for PhpString {
    fn from(s: Vec<u8>) -> Self {
        PhpString::from_vec(s)
    }
}

impl std::ops::Deref for PhpString {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.0
    }
}

impl fmt::Debug for PhpString {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", String::from_utf8_lossy(&self.0))
    }
}

impl fmt::Display for PhpString {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&String::from_utf8_lossy(&self.0))
    }
}
