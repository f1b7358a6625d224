//! The sort algorithm of PHP's `zend_sort`: insertion sort up to 16 elements, a
//! median-pivot quicksort above. Ported comparison for comparison, so user comparators
//! are called in the same order as php calls them, and an inconsistent comparator can
//! never make it panic (unlike `slice::sort_by`). Stability comes from the caller, which
//! breaks ties by original position.

/// `gt(a, b)` answers "is a greater than b" (php's `cmp(a, b) > 0`).
pub fn zend_sort<T, F: FnMut(&T, &T) -> bool>(v: &mut [T], gt: &mut F) {
    let mut base = 0usize;
    let mut nmemb = v.len();
    loop {
        if nmemb <= 16 {
            insert_sort(&mut v[base..base + nmemb], gt);
            return;
        }
        let s = &mut v[base..base + nmemb];
        let start = 0usize;
        let end = nmemb;
        let offset = nmemb >> 1;
        let pivot = start + offset;
        if nmemb >> 10 != 0 {
            let delta = offset >> 1;
            sort5(s, start, start + delta, pivot, pivot + delta, end - 1, gt);
        } else {
            sort3(s, start, pivot, end - 1, gt);
        }
        s.swap(start + 1, pivot);
        let pivot = start + 1;
        let mut i = pivot + 1;
        let mut j = end - 1;
        'part: loop {
            while gt(&s[pivot], &s[i]) {
                i += 1;
                if i == j {
                    break 'part;
                }
            }
            j -= 1;
            if j == i {
                break 'part;
            }
            while gt(&s[j], &s[pivot]) {
                j -= 1;
                if j == i {
                    break 'part;
                }
            }
            s.swap(i, j);
            i += 1;
            if i == j {
                break 'part;
            }
        }
        s.swap(pivot, i - 1);
        // Recurse into the smaller side, loop on the larger one.
        if (i - 1) - start < end - i {
            zend_sort(&mut s[start..i - 1], gt);
            base += i;
            nmemb = end - i;
        } else {
            zend_sort(&mut s[i..end], gt);
            nmemb = i - 1 - start;
        }
    }
}

fn sort2<T, F: FnMut(&T, &T) -> bool>(v: &mut [T], a: usize, b: usize, gt: &mut F) {
    if gt(&v[a], &v[b]) {
        v.swap(a, b);
    }
}

fn sort3<T, F: FnMut(&T, &T) -> bool>(v: &mut [T], a: usize, b: usize, c: usize, gt: &mut F) {
    if !gt(&v[a], &v[b]) {
        if !gt(&v[b], &v[c]) {
            return;
        }
        v.swap(b, c);
        if gt(&v[a], &v[b]) {
            v.swap(a, b);
        }
        return;
    }
    if !gt(&v[c], &v[b]) {
        v.swap(a, c);
        return;
    }
    v.swap(a, b);
    if gt(&v[b], &v[c]) {
        v.swap(b, c);
    }
}

fn sort4<T, F: FnMut(&T, &T) -> bool>(
    v: &mut [T],
    a: usize,
    b: usize,
    c: usize,
    d: usize,
    gt: &mut F,
) {
    sort3(v, a, b, c, gt);
    if gt(&v[c], &v[d]) {
        v.swap(c, d);
        if gt(&v[b], &v[c]) {
            v.swap(b, c);
            if gt(&v[a], &v[b]) {
                v.swap(a, b);
            }
        }
    }
}

fn sort5<T, F: FnMut(&T, &T) -> bool>(
    v: &mut [T],
    a: usize,
    b: usize,
    c: usize,
    d: usize,
    e: usize,
    gt: &mut F,
) {
    sort4(v, a, b, c, d, gt);
    if gt(&v[d], &v[e]) {
        v.swap(d, e);
        if gt(&v[c], &v[d]) {
            v.swap(c, d);
            if gt(&v[b], &v[c]) {
                v.swap(b, c);
                if gt(&v[a], &v[b]) {
                    v.swap(a, b);
                }
            }
        }
    }
}

/// php's `zend_insert_sort`: fixed networks up to 5 elements; beyond, plain insertion for
/// the first 6 and a stride-2 backwards scan for the rest.
fn insert_sort<T, F: FnMut(&T, &T) -> bool>(v: &mut [T], gt: &mut F) {
    let n = v.len();
    match n {
        0 | 1 => {}
        2 => sort2(v, 0, 1, gt),
        3 => sort3(v, 0, 1, 2, gt),
        4 => sort4(v, 0, 1, 2, 3, gt),
        5 => sort5(v, 0, 1, 2, 3, 4, gt),
        _ => {
            let sentry = 6.min(n);
            for i in 1..sentry {
                let mut j = i - 1;
                if !gt(&v[j], &v[i]) {
                    continue;
                }
                while j != 0 {
                    j -= 1;
                    if !gt(&v[j], &v[i]) {
                        j += 1;
                        break;
                    }
                }
                v[j..=i].rotate_right(1);
            }
            for i in sentry..n {
                let mut j = i - 1;
                if !gt(&v[j], &v[i]) {
                    continue;
                }
                loop {
                    j -= 2;
                    if !gt(&v[j], &v[i]) {
                        j += 1;
                        if !gt(&v[j], &v[i]) {
                            j += 1;
                        }
                        break;
                    }
                    if j == 0 {
                        break;
                    }
                    if j == 1 {
                        j -= 1;
                        if gt(&v[i], &v[j]) {
                            j += 1;
                        }
                        break;
                    }
                }
                v[j..=i].rotate_right(1);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sorted(mut v: Vec<i64>) -> Vec<i64> {
        zend_sort(&mut v, &mut |a, b| a > b);
        v
    }

    #[test]
    fn sorts_all_sizes() {
        let mut seed = 12345u64;
        for n in 0..300 {
            let v: Vec<i64> = (0..n)
                .map(|_| {
                    seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
                    ((seed >> 33) % 50) as i64
                })
                .collect();
            let mut expect = v.clone();
            expect.sort();
            assert_eq!(sorted(v), expect, "n={n}");
        }
    }

    #[test]
    fn inconsistent_comparator_does_not_panic() {
        let mut v: Vec<i64> = (0..2000).map(|i| (i * 7919) % 1000).collect();
        let mut k = 0u32;
        zend_sort(&mut v, &mut |_, _| {
            k = k.wrapping_add(1);
            k.is_multiple_of(3)
        });
        assert_eq!(v.len(), 2000);
    }

    #[test]
    fn insertion_probes_match_php() {
        // usort of [10,20,...,60, 25] in php compares 25 against these positions.
        let mut v = vec![10, 20, 30, 40, 50, 60, 25];
        let mut probes = Vec::new();
        zend_sort(&mut v, &mut |a: &i64, b: &i64| {
            if *b == 25 {
                probes.push(*a);
            }
            a > b
        });
        assert_eq!(probes, vec![60, 40, 20, 30]);
        assert_eq!(v, vec![10, 20, 25, 30, 40, 50, 60]);
    }

    /// The comparison sequence of php 8.2's usort (ties broken by position) over
    /// `($i * 7919 + 13) % 101`, as FNV-1a of the "a,b " log php writes.
    #[test]
    fn comparison_sequence_matches_php() {
        for (n, len, hash) in [
            (33usize, 916usize, 0x2a9726d58318a250u64),
            (1100, 67368, 0xb45a58143f31e6fc),
        ] {
            let mut v: Vec<(i64, usize)> = (0..n)
                .map(|i| (((i * 7919 + 13) % 101) as i64, i))
                .collect();
            let mut log = String::new();
            zend_sort(&mut v, &mut |a: &(i64, usize), b: &(i64, usize)| {
                log.push_str(&format!("{},{} ", a.0, b.0));
                (a.0, a.1) > (b.0, b.1)
            });
            let h = log.bytes().fold(0xcbf29ce484222325u64, |h, c| {
                (h ^ c as u64).wrapping_mul(0x100000001b3)
            });
            assert_eq!((log.len(), h), (len, hash), "n={n}");
        }
    }
}
