--TEST--
hash() with the checksum algorithms (adler32, crc32, crc32c, fnv1*, joaat); hash_hmac refuses them
--FILE--
<?php
foreach (['adler32', 'crc32', 'crc32b', 'crc32c', 'fnv132', 'fnv1a32', 'fnv164', 'fnv1a64', 'joaat'] as $a) {
    echo str_pad($a, 8), ' ', hash($a, ''), ' ', hash($a, 'The quick brown fox jumps over the lazy dog'), ' ', bin2hex(hash($a, "a\x00b", true)), "\n";
}
$algos = hash_algos();
foreach (['md5', 'sha256', 'adler32', 'crc32', 'crc32b', 'fnv1a64', 'joaat'] as $a) echo $a, ':', in_array($a, $algos) ? 'yes' : 'no', ' ';
echo "\n";
try { hash_hmac('fnv1a32', 'x', 'k'); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { hash('nope', 'x'); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
echo hash_hmac('sha256', 'x', 'k'), "\n";
--EXPECT--
adler32  00000001 5bdc0fda 018800c4
crc32    00000000 61ee9d45 a1625aa1
crc32b   00000000 414fa339 15e87871
crc32c   00000000 22620404 63f9a95c
fnv132   811c9dc5 e9c86c6e 659c64cc
fnv1a32  811c9dc5 048fff90 10f3abd2
fnv164   cbf29ce484222325 a8b2f3117de37ace d8dcec186bafe70c
fnv1a64  cbf29ce484222325 f3f9b7f5e7e47110 e5d29919042666b2
joaat    00000000 519e91f5 5b21e716
md5:yes sha256:yes adler32:yes crc32:yes crc32b:yes fnv1a64:yes joaat:yes 
hash_hmac(): Argument #1 ($algo) must be a valid cryptographic hashing algorithm
hash(): Argument #1 ($algo) must be a valid hashing algorithm
c38edc8815c8489f64738978f44008f8596345545f0baa68ef6fcf5c53e57189
