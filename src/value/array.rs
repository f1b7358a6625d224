//! `PhpArray`: PHP's ordered hash map with int|string keys, insertion order kept through
//! unset, and an internal pointer. Value semantics come from `Rc<PhpArray>` + copy-on-write
//! in `Value`; this type itself is a plain owned container.

use std::hash::{Hash, Hasher};
use std::rc::Rc;

use hashbrown::{Equivalent, HashMap};

use super::{PhpString, Value};

/// An array key after PHP's normalization ("12" becomes 12, "012" stays a string).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Key {
    Int(i64),
    Str(PhpString),
}

impl Hash for Key {
    fn hash<H: Hasher>(&self, h: &mut H) {
        match self {
            Key::Int(i) => KeyRef::Int(*i).hash(h),
            Key::Str(s) => KeyRef::Str(s).hash(h),
        }
    }
}

/// A borrowed key, for lookups without allocating (hashes like the equal `Key`).
#[derive(Clone, Copy, Debug)]
pub enum KeyRef<'a> {
    Int(i64),
    Str(&'a [u8]),
}

impl<'a> KeyRef<'a> {
    /// Normalize like `Key::from_bytes`.
    #[inline]
    pub fn from_bytes(b: &'a [u8]) -> KeyRef<'a> {
        // Names (the usual string keys) start with neither a digit nor a minus sign.
        if !matches!(b.first(), Some(b'0'..=b'9' | b'-')) {
            return KeyRef::Str(b);
        }
        match parse_int_key(b) {
            Some(i) => KeyRef::Int(i),
            None => KeyRef::Str(b),
        }
    }
}

impl Hash for KeyRef<'_> {
    fn hash<H: Hasher>(&self, h: &mut H) {
        match self {
            KeyRef::Int(i) => {
                h.write_u8(0);
                h.write_i64(*i);
            }
            KeyRef::Str(s) => {
                h.write_u8(1);
                h.write_usize(s.len());
                h.write(s);
            }
        }
    }
}

impl Equivalent<Key> for KeyRef<'_> {
    fn equivalent(&self, key: &Key) -> bool {
        match (self, key) {
            (KeyRef::Int(a), Key::Int(b)) => a == b,
            // Comparing the first bytes first saves a memcmp call for most mismatches.
            (KeyRef::Str(a), Key::Str(b)) => short_bytes_eq(a, b),
            _ => false,
        }
    }
}

/// Byte equality that compares short strings (names, mostly) inline rather than
/// through a `memcmp` call.
#[inline(always)]
fn short_bytes_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len()
        && if a.len() <= 16 {
            a.iter().zip(b).all(|(x, y)| x == y)
        } else {
            a == b
        }
}

/// A key's position through the hash index (kept out of line: the scans stay small).
#[inline(never)]
fn find_hashed(map: &HashMap<Key, u32>, key: KeyRef) -> Option<usize> {
    map.get(&key).map(|&p| p as usize)
}

impl Key {
    /// Normalize a string key: decimal integer strings without leading zeros or "+" become ints.
    pub fn from_bytes(b: &[u8]) -> Key {
        match parse_int_key(b) {
            Some(i) => Key::Int(i),
            None => Key::Str(PhpString::from(b)),
        }
    }
    pub fn from_php_string(s: PhpString) -> Key {
        match parse_int_key(&s) {
            Some(i) => Key::Int(i),
            None => Key::Str(s),
        }
    }
    pub fn to_value(&self) -> Value {
        match self {
            Key::Int(i) => Value::Int(*i),
            Key::Str(s) => Value::Str(s.clone()),
        }
    }
}

impl From<i64> for Key {
    fn from(i: i64) -> Key {
        Key::Int(i)
    }
}
impl From<&str> for Key {
    fn from(s: &str) -> Key {
        Key::from_bytes(s.as_bytes())
    }
}

/// The canonical-integer test PHP applies to string keys.
pub fn parse_int_key(b: &[u8]) -> Option<i64> {
    if b.is_empty() || b.len() > 20 {
        return None;
    }
    let (neg, digits) = if b[0] == b'-' {
        (true, &b[1..])
    } else {
        (false, b)
    };
    if digits.is_empty() || !digits.iter().all(|c| c.is_ascii_digit()) {
        return None;
    }
    if digits[0] == b'0' && (digits.len() > 1 || neg) {
        return None;
    }
    let s = std::str::from_utf8(b).ok()?;
    s.parse::<i64>().ok()
}

/// Up to this many entries (holes included), hashed arrays are searched by scanning.
const SCAN_MAX: usize = 8;

#[derive(Clone, Debug)]
struct Bucket {
    key: Key,
    val: Value,
}

/// Ordered hash map. Removed entries leave a hole (None) so positions stay stable;
/// holes are compacted when they outnumber live entries.
#[derive(Debug)]
pub struct PhpArray {
    entries: Vec<Option<Bucket>>,
    index: Index,
    len: u32,
    /// The key of the next append; `NO_INT_KEY` until an integer key is inserted
    /// (then appending starts at 0, and a negative first key continues upwards).
    next_index: i64,
    /// Internal pointer (current/next/reset), a position in `entries`.
    pos: u32,
}

/// How keys are found in `entries`.
#[derive(Clone, Debug)]
enum Index {
    /// Keys 0..n in order with no holes: position == key.
    Packed,
    /// At most `SCAN_MAX` entries (holes included): found by comparing keys.
    Scan,
    /// Key -> position (boxed: most arrays have no map, and a smaller `PhpArray` is
    /// cheaper to move).
    Map(Box<HashMap<Key, u32>>),
}

impl Index {
    fn is_packed(&self) -> bool {
        matches!(self, Index::Packed)
    }
}

/// Copying an array (copy-on-write separation) turns references that only this array
/// holds into plain values in the copy, as PHP's array duplication does.
impl Clone for PhpArray {
    fn clone(&self) -> PhpArray {
        let entries = self
            .entries
            .iter()
            .map(|b| {
                b.as_ref().map(|b| Bucket {
                    key: b.key.clone(),
                    val: match &b.val {
                        Value::Ref(r) if Rc::strong_count(r) == 1 => r.borrow().clone(),
                        v => v.clone(),
                    },
                })
            })
            .collect();
        PhpArray {
            entries,
            index: self.index.clone(),
            len: self.len,
            next_index: self.next_index,
            pos: self.pos,
        }
    }
}

impl PhpArray {
    /// A copy of an array that holds no references (a class's property defaults): the
    /// entries are copied as they are, skipping the reference separation of `clone`, with
    /// room for `capacity` entries (the declared properties that start uninitialized).
    pub fn clone_plain(&self, capacity: usize) -> PhpArray {
        debug_assert!(self
            .entries
            .iter()
            .flatten()
            .all(|b| !matches!(b.val, Value::Ref(_))));
        let entries = if capacity <= self.entries.len() {
            self.entries.clone()
        } else {
            let mut e = Vec::with_capacity(capacity);
            e.extend_from_slice(&self.entries);
            e
        };
        PhpArray {
            entries,
            index: self.index.clone(),
            len: self.len,
            next_index: self.next_index,
            pos: self.pos,
        }
    }
}

/// `next_index` of an array that never held an integer key.
const NO_INT_KEY: i64 = i64::MIN;

impl Default for PhpArray {
    fn default() -> PhpArray {
        PhpArray {
            entries: Vec::new(),
            index: Index::Packed,
            len: 0,
            next_index: NO_INT_KEY,
            pos: 0,
        }
    }
}

impl PhpArray {
    /// The array of an empty `[]` literal: like PHP 8.2's shared empty array, its next
    /// key starts at 0 even when a negative key is inserted first.
    pub fn empty_literal() -> PhpArray {
        PhpArray {
            next_index: 0,
            ..Default::default()
        }
    }
    pub fn new() -> PhpArray {
        PhpArray::default()
    }
    pub fn with_capacity(n: usize) -> PhpArray {
        PhpArray {
            entries: Vec::with_capacity(n),
            ..Default::default()
        }
    }
    /// A list `[v0, v1, ...]`.
    pub fn from_values(vals: Vec<Value>) -> PhpArray {
        let n = vals.len();
        PhpArray {
            entries: vals
                .into_iter()
                .enumerate()
                .map(|(i, val)| {
                    Some(Bucket {
                        key: Key::Int(i as i64),
                        val,
                    })
                })
                .collect(),
            index: Index::Packed,
            len: n as u32,
            next_index: n as i64,
            pos: 0,
        }
    }
    pub fn len(&self) -> usize {
        self.len as usize
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// The next append key as stored (`i64::MIN` while no integer key was inserted);
    /// sorts save it and put it back with `set_next_index`.
    pub fn next_index(&self) -> i64 {
        self.next_index
    }
    /// The key the next `$a[] = v` will use.
    fn append_key(&self) -> i64 {
        if self.next_index == NO_INT_KEY {
            0
        } else {
            self.next_index
        }
    }
    /// Set the next append key (php keeps it across sorts and array_pop adjusts it).
    pub fn set_next_index(&mut self, i: i64) {
        self.next_index = i;
    }

    fn find(&self, key: &Key) -> Option<usize> {
        match key {
            Key::Int(i) => self.find_ref(KeyRef::Int(*i)),
            Key::Str(s) => self.find_ref(KeyRef::Str(s)),
        }
    }

    #[inline]
    fn find_ref(&self, key: KeyRef) -> Option<usize> {
        match &self.index {
            Index::Packed => match key {
                KeyRef::Int(i) if i >= 0 && (i as usize) < self.entries.len() => {
                    let p = i as usize;
                    self.entries[p].as_ref().map(|_| p)
                }
                _ => None,
            },
            // A few entries (object properties, small records) are found faster by
            // comparing keys than by hashing.
            Index::Scan => match key {
                KeyRef::Str(s) => self.entries.iter().position(
                    |b| matches!(b, Some(Bucket { key: Key::Str(k), .. }) if short_bytes_eq(k, s)),
                ),
                KeyRef::Int(i) => self
                    .entries
                    .iter()
                    .position(|b| matches!(b, Some(Bucket { key: Key::Int(k), .. }) if *k == i)),
            },
            Index::Map(map) => find_hashed(map, key),
        }
    }

    /// Lookup by a borrowed key.
    pub fn get_ref(&self, key: KeyRef) -> Option<&Value> {
        self.find_ref(key)
            .and_then(|p| self.entries[p].as_ref().map(|b| &b.val))
    }
    /// Mutable lookup by a borrowed key.
    pub fn get_mut_ref(&mut self, key: KeyRef) -> Option<&mut Value> {
        let p = self.find_ref(key)?;
        self.entries[p].as_mut().map(|b| &mut b.val)
    }
    /// Lookup by a string key given as bytes (normalized like `Key::from_bytes`).
    pub fn get_bytes(&self, name: &[u8]) -> Option<&Value> {
        self.get_ref(KeyRef::from_bytes(name))
    }
    /// Position of the string key `name` (given as bytes, normalized like
    /// `Key::from_bytes`), trying position `hint` first; `hint` is updated when the key is
    /// found elsewhere. A call site that keeps its hint finds the same property of
    /// objects of one class at once.
    #[inline(always)]
    pub fn find_bytes_hinted(&self, name: &[u8], hint: &std::cell::Cell<u32>) -> Option<usize> {
        let h = hint.get() as usize;
        if let Some(Some(Bucket {
            key: Key::Str(k), ..
        })) = self.entries.get(h)
        {
            if short_bytes_eq(k, name) {
                return Some(h);
            }
        }
        self.find_bytes_rehint(name, hint)
    }
    /// `find_bytes_hinted` when the hint missed (kept out of line: the hit is the
    /// common case and stays small).
    #[inline(never)]
    fn find_bytes_rehint(&self, name: &[u8], hint: &std::cell::Cell<u32>) -> Option<usize> {
        let p = self.find_ref(KeyRef::from_bytes(name))?;
        hint.set(p as u32);
        Some(p)
    }
    /// The value at a position found by `find_bytes_hinted`.
    #[inline]
    pub fn value_at(&self, p: usize) -> Option<&Value> {
        self.entries.get(p)?.as_ref().map(|b| &b.val)
    }
    /// The value at a position found by `find_bytes_hinted`, for writing.
    #[inline]
    pub fn value_at_mut(&mut self, p: usize) -> Option<&mut Value> {
        self.entries.get_mut(p)?.as_mut().map(|b| &mut b.val)
    }
    /// Whether a string key given as bytes is present.
    pub fn contains_bytes(&self, name: &[u8]) -> bool {
        self.find_ref(KeyRef::from_bytes(name)).is_some()
    }

    /// Leave the packed layout: keys are searched from now on.
    fn build_index(&mut self) {
        if self.index.is_packed() {
            self.index = if self.entries.len() < SCAN_MAX {
                Index::Scan
            } else {
                Index::Map(self.key_map())
            };
        }
    }

    /// Key -> position of every live entry.
    fn key_map(&self) -> Box<HashMap<Key, u32>> {
        let mut map = Box::new(HashMap::with_capacity(self.entries.len() + 1));
        for (p, b) in self.entries.iter().enumerate() {
            if let Some(b) = b {
                map.insert(b.key.clone(), p as u32);
            }
        }
        map
    }

    pub fn get(&self, key: &Key) -> Option<&Value> {
        self.find(key)
            .and_then(|p| self.entries[p].as_ref().map(|b| &b.val))
    }
    pub fn get_mut(&mut self, key: &Key) -> Option<&mut Value> {
        let p = self.find(key)?;
        self.entries[p].as_mut().map(|b| &mut b.val)
    }
    pub fn get_int(&self, i: i64) -> Option<&Value> {
        self.get(&Key::Int(i))
    }
    pub fn get_str(&self, s: &str) -> Option<&Value> {
        self.get(&Key::from(s))
    }
    pub fn contains_key(&self, key: &Key) -> bool {
        self.find(key).is_some()
    }

    /// Insert or overwrite, keeping the position of an existing key.
    pub fn insert(&mut self, key: Key, val: Value) {
        if let Some(p) = self.find(&key) {
            if let Some(b) = self.entries[p].as_mut() {
                b.val = val;
            }
            return;
        }
        if let Key::Int(i) = key {
            let packed_next = self.index.is_packed() && i == self.entries.len() as i64;
            if !packed_next {
                self.build_index();
            }
            if i >= self.next_index {
                self.next_index = i.saturating_add(1);
            }
        } else {
            self.build_index();
        }
        let p = self.entries.len() as u32;
        if let Index::Map(map) = &mut self.index {
            map.insert(key.clone(), p);
        }
        self.reserve_one();
        self.entries.push(Some(Bucket { key, val }));
        self.len += 1;
        if matches!(self.index, Index::Scan) && self.entries.len() > SCAN_MAX {
            self.index = Index::Map(self.key_map());
        }
    }

    /// Room for one more entry: large arrays grow by half instead of doubling, keeping
    /// memory_limit headroom.
    fn reserve_one(&mut self) {
        if self.entries.len() == self.entries.capacity() && self.entries.len() >= 1 << 16 {
            self.entries.reserve_exact(self.entries.len() / 2);
        }
    }

    /// Entry for `$a[k]` writes: returns the slot, inserting null if absent.
    pub fn entry_mut(&mut self, key: Key) -> &mut Value {
        let p = match self.find(&key) {
            Some(p) => p,
            None => {
                self.insert(key, Value::Null);
                self.entries.len() - 1
            }
        };
        &mut self.entries[p].as_mut().expect("live entry").val
    }

    /// `$a[] = v`. Returns false when the next index is exhausted (PHP warns).
    pub fn push(&mut self, val: Value) -> bool {
        if self.next_index == i64::MAX && self.contains_key(&Key::Int(i64::MAX)) {
            return false;
        }
        let k = self.append_key();
        if self.index.is_packed() && k == self.entries.len() as i64 && k < i64::MAX {
            // Appending to a list: the key is the position, nothing to look up.
            self.reserve_one();
            self.entries.push(Some(Bucket {
                key: Key::Int(k),
                val,
            }));
            self.len += 1;
            self.next_index = k + 1;
            return true;
        }
        self.insert(Key::Int(k), val);
        true
    }
    /// Like `push`, returning the new slot.
    pub fn push_mut(&mut self) -> Option<&mut Value> {
        if !self.push(Value::Null) {
            return None;
        }
        let p = self.entries.len() - 1;
        self.entries[p].as_mut().map(|b| &mut b.val)
    }

    pub fn remove(&mut self, key: &Key) -> Option<Value> {
        let p = self.find(key)?;
        if p + 1 != self.entries.len() || !self.index.is_packed() {
            self.build_index();
        }
        if let Index::Map(map) = &mut self.index {
            map.remove(key);
        }
        let b = self.entries[p].take()?;
        self.len -= 1;
        if p + 1 == self.entries.len() && self.index.is_packed() {
            self.entries.pop();
        }
        self.maybe_compact();
        Some(b.val)
    }

    fn maybe_compact(&mut self) {
        let holes = self.entries.len() - self.len as usize;
        if holes > 8 && holes > self.len as usize {
            let pos_key = self.current_key();
            self.entries.retain(|b| b.is_some());
            if let Index::Map(map) = &mut self.index {
                map.clear();
                for (p, b) in self.entries.iter().enumerate() {
                    if let Some(b) = b {
                        map.insert(b.key.clone(), p as u32);
                    }
                }
            }
            self.pos = match pos_key {
                Some(k) => self
                    .find(&k)
                    .map(|p| p as u32)
                    .unwrap_or(self.entries.len() as u32),
                None => self.entries.len() as u32,
            };
        }
    }

    pub fn iter(&self) -> impl DoubleEndedIterator<Item = (&Key, &Value)> {
        self.entries
            .iter()
            .filter_map(|b| b.as_ref().map(|b| (&b.key, &b.val)))
    }
    pub fn iter_mut(&mut self) -> impl Iterator<Item = (&Key, &mut Value)> {
        self.entries
            .iter_mut()
            .filter_map(|b| b.as_mut().map(|b| (&b.key, &mut b.val)))
    }
    pub fn keys(&self) -> impl DoubleEndedIterator<Item = &Key> {
        self.iter().map(|(k, _)| k)
    }
    pub fn values(&self) -> impl DoubleEndedIterator<Item = &Value> {
        self.iter().map(|(_, v)| v)
    }
    pub fn first(&self) -> Option<(&Key, &Value)> {
        self.iter().next()
    }
    pub fn last(&self) -> Option<(&Key, &Value)> {
        self.iter().next_back()
    }
    /// True for `[0 => a, 1 => b, ...]` in order.
    pub fn is_list(&self) -> bool {
        if self.index.is_packed() && self.len as usize == self.entries.len() {
            return true;
        }
        self.iter()
            .enumerate()
            .all(|(i, (k, _))| *k == Key::Int(i as i64))
    }

    /// Remove and return the last element (array_pop); resets next_index like PHP.
    pub fn pop(&mut self) -> Option<Value> {
        if self.index.is_packed() && self.len as usize == self.entries.len() {
            let b = self.entries.pop()??;
            self.len -= 1;
            self.next_index = self.len as i64;
            self.pos = 0;
            return Some(b.val);
        }
        let k = self.last()?.0.clone();
        let v = self.remove(&k);
        self.next_index = self
            .keys()
            .filter_map(|k| match k {
                Key::Int(i) => Some(*i + 1),
                _ => None,
            })
            .max()
            .unwrap_or(0)
            .max(0);
        self.pos = 0;
        v
    }

    /// `array_shift` of a list (`[0 => a, 1 => b, ...]`): the first value, the rest moved
    /// down one key in place. None (and nothing changed) for any other array.
    pub fn shift_list(&mut self) -> Option<Value> {
        if !self.index.is_packed() || self.len == 0 || self.len as usize != self.entries.len() {
            return None;
        }
        let first = self.entries.remove(0)?;
        for (i, b) in self.entries.iter_mut().enumerate() {
            if let Some(b) = b {
                b.key = Key::Int(i as i64);
            }
        }
        self.len -= 1;
        self.next_index = self.len as i64;
        self.pos = 0;
        Some(first.val)
    }

    /// Position-based access for iteration that must survive modification (foreach).
    /// Returns the position of the first live entry at or after `p`.
    pub fn next_pos(&self, mut p: usize) -> Option<usize> {
        while p < self.entries.len() {
            if self.entries[p].is_some() {
                return Some(p);
            }
            p += 1;
        }
        None
    }
    pub fn at_pos(&self, p: usize) -> Option<(&Key, &Value)> {
        self.entries
            .get(p)
            .and_then(|b| b.as_ref())
            .map(|b| (&b.key, &b.val))
    }
    pub fn at_pos_mut(&mut self, p: usize) -> Option<(&Key, &mut Value)> {
        self.entries
            .get_mut(p)
            .and_then(|b| b.as_mut())
            .map(|b| (&b.key, &mut b.val))
    }
    /// Position of a key, for resuming iteration by key after compaction.
    pub fn pos_of(&self, key: &Key) -> Option<usize> {
        self.find(key)
    }

    // ---- internal pointer (current/key/next/prev/reset/end) ----
    pub fn current(&self) -> Option<(&Key, &Value)> {
        self.next_pos(self.pos as usize)
            .and_then(|p| self.at_pos(p))
    }
    fn current_key(&self) -> Option<Key> {
        self.current().map(|(k, _)| k.clone())
    }
    pub fn reset(&mut self) {
        self.pos = 0;
    }
    pub fn advance(&mut self) {
        if let Some(p) = self.next_pos(self.pos as usize) {
            self.pos = (p + 1) as u32;
        }
    }
    pub fn retreat(&mut self) {
        let cur = self.next_pos(self.pos as usize);
        let start = cur.unwrap_or(self.entries.len());
        let mut p = start;
        while p > 0 {
            p -= 1;
            if self.entries[p].is_some() {
                self.pos = p as u32;
                return;
            }
        }
        self.pos = self.entries.len() as u32;
    }
    pub fn end(&mut self) {
        let mut p = self.entries.len();
        while p > 0 {
            p -= 1;
            if self.entries[p].is_some() {
                self.pos = p as u32;
                return;
            }
        }
        self.pos = 0;
    }
    /// Raw internal pointer position (for copying it across rebuilt arrays).
    pub fn pointer(&self) -> usize {
        self.pos as usize
    }
    pub fn set_pointer(&mut self, p: usize) {
        self.pos = p as u32;
    }
}

impl FromIterator<(Key, Value)> for PhpArray {
    fn from_iter<I: IntoIterator<Item = (Key, Value)>>(iter: I) -> Self {
        let mut a = PhpArray::new();
        for (k, v) in iter {
            a.insert(k, v);
        }
        a
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_normalization() {
        assert_eq!(Key::from("12"), Key::Int(12));
        assert_eq!(Key::from("-3"), Key::Int(-3));
        assert!(matches!(Key::from("012"), Key::Str(_)));
        assert!(matches!(Key::from("-0"), Key::Str(_)));
        assert!(matches!(Key::from("1.5"), Key::Str(_)));
        assert!(matches!(Key::from("9223372036854775808"), Key::Str(_)));
    }

    #[test]
    fn order_and_unset() {
        let mut a = PhpArray::new();
        a.push(Value::Int(1));
        a.insert(Key::from("x"), Value::Int(2));
        a.push(Value::Int(3));
        assert_eq!(a.next_index(), 2);
        a.remove(&Key::Int(0));
        let keys: Vec<_> = a.keys().cloned().collect();
        assert_eq!(keys, vec![Key::from("x"), Key::Int(1)]);
        a.push(Value::Int(4));
        assert_eq!(a.last().unwrap().0, &Key::Int(2));
    }

    #[test]
    fn packed_stays_packed() {
        let mut a = PhpArray::new();
        for i in 0..100 {
            a.push(Value::Int(i));
        }
        assert!(a.index.is_packed());
        assert!(a.is_list());
        assert!(matches!(a.get_int(50), Some(Value::Int(50))));
    }
}
