--TEST--
md5, sha1, crc32, hash, hash_hmac
--FILE--
<?php
var_dump(md5("hello"), md5(""), sha1("abc"), crc32("The quick brown fox jumped over the lazy dog."));
var_dump(hash("sha256", "abc"), hash("SHA512", ""), hash("crc32b", "hello"), hash("md5", "x"), hash("sha1", "x"));
var_dump(hash_hmac("sha256", "data", "key"), hash_hmac("md5", "data", str_repeat("k", 100)));
var_dump(bin2hex(md5("abc", true)), strlen(sha1("abc", true)));
try { hash("nope", "x"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
string(32) "5d41402abc4b2a76b9719d911017c592"
string(32) "d41d8cd98f00b204e9800998ecf8427e"
string(40) "a9993e364706816aba3e25717850c26c9cd0d89d"
int(2191738434)
string(64) "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
string(128) "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e"
string(8) "3610a686"
string(32) "9dd4e461268c8034f5c8564e155c67a6"
string(40) "11f6ad8ec52a2984abaafd7c3b516503785c2072"
string(64) "5031fe3d989c6d1537a013fa6e739da23463fdaec3b70137d828e36ace221bd0"
string(32) "38a034384b6cbf08275f34dc859e6d6b"
string(32) "900150983cd24fb0d6963f7d28e17f72"
int(20)
hash(): Argument #1 ($algo) must be a valid hashing algorithm
