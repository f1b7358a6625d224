--TEST--
hash_pbkdf2 and hash_hkdf derive keys as PHP does, with its argument checks
--FILE--
<?php
var_dump(hash_pbkdf2("sha256", "password", "salt", 1000, 20), hash_pbkdf2("sha1", "p", "s", 2, 0, true) === hash_pbkdf2("sha1", "p", "s", 2, 20, true));
var_dump(hash_pbkdf2("sha1", "password", "salt", 1), hash_pbkdf2("sha1", "password", "salt", 4096, 25), bin2hex(hash_pbkdf2("sha512", "pass\0word", "sa\0lt", 3, 70, true)), hash_pbkdf2("md5", "", "", 1, 3), hash_pbkdf2("SHA256", "x", "y", 2, 0));
var_dump(bin2hex(hash_hkdf("sha256", "key", 16, "info", "salt")), strlen(hash_hkdf("sha256", "key")), bin2hex(hash_hkdf("sha1", "k", 50)), bin2hex(hash_hkdf("sha512", "k", 0, "", str_repeat("s", 200))));
foreach ([fn() => hash_pbkdf2("nope", "", "", 1), fn() => hash_pbkdf2("crc32b", "", "", 1), fn() => hash_pbkdf2("md5", "", "", 0), fn() => hash_pbkdf2("md5", "", "", 1, -1), fn() => hash_hkdf("crc32b", "k"), fn() => hash_hkdf("md5", ""), fn() => hash_hkdf("md5", "k", -1), fn() => hash_hkdf("md5", "k", 16 * 255 + 1), fn() => hash_hkdf("adler32", "k")] as $f) {
    try { $f(); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
--EXPECT--
string(20) "632c2812e46d4604102b"
bool(true)
string(40) "0c60c80f961f0e71f3a9b524af6012062fe037a6"
string(25) "4b007901b765489abead49d92"
string(140) "c8b254d6d32a42d5abadd31db0f4ab086e4c215ceae2748eababb19d408a46776d9f685502e028af175d0758c779572892ba3966527e0ae56bbeb781e811ca4c98b511eb583e"
string(3) "9c6"
string(64) "d79563e07d227c55f068590838b9d53c3aa514ce5722f5e782edfe918f623e58"
string(32) "9ca0d662557439e3b83365f2da4626d3"
int(32)
string(100) "5dbbea17f1ce8cb8b7e42d4b927cc0e7c1ae174f466d5da58ce964d1d9624622f772019c7330bf2b83ef2ad2d6d69be1cfb8"
string(128) "27da27a406e4b7a8552fba17c5c3cb40936432bce16e643d99775d1a461ca21ee0c5047b613a0558fe481e2e599702efbd3309663a80a338255be11b3966c73b"
hash_pbkdf2(): Argument #1 ($algo) must be a valid cryptographic hashing algorithm
hash_pbkdf2(): Argument #1 ($algo) must be a valid cryptographic hashing algorithm
hash_pbkdf2(): Argument #4 ($iterations) must be greater than 0
hash_pbkdf2(): Argument #5 ($length) must be greater than or equal to 0
hash_hkdf(): Argument #1 ($algo) must be a valid cryptographic hashing algorithm
hash_hkdf(): Argument #2 ($key) cannot be empty
hash_hkdf(): Argument #3 ($length) must be greater than or equal to 0
hash_hkdf(): Argument #3 ($length) must be less than or equal to 4080
hash_hkdf(): Argument #1 ($algo) must be a valid cryptographic hashing algorithm
