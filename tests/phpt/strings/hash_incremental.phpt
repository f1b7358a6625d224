--TEST--
hash_init/hash_update/hash_final/hash_copy: incremental digests, HMAC, copies and finalized contexts
--FILE--
<?php
foreach (['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'crc32b', 'SHA256'] as $algo) {
    $c = hash_init($algo);
    foreach (['The quick ', 'brown fox ', '', 'jumps over the lazy dog'] as $part) {
        var_dump(hash_update($c, $part));
    }
    $fin = hash_final($c);
    echo $algo, ' ', $fin, ' ', $fin === hash($algo, 'The quick brown fox jumps over the lazy dog') ? 'same' : 'differs', "\n";
}
$c = hash_init('sha256');
hash_update($c, 'abc');
$d = hash_copy($c);
hash_update($c, 'def');
echo hash_final($c), "\n";
echo bin2hex(hash_final($d, true)), "\n";
echo hash('sha256', 'abc'), "\n";
foreach (['hash_update' => fn($c) => hash_update($c, 'x'), 'hash_final' => fn($c) => hash_final($c), 'hash_copy' => fn($c) => hash_copy($c)] as $name => $f) {
    try { $f($c); } catch (TypeError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
}
foreach ([['nope'], ['crc32b', HASH_HMAC, 'k'], ['md5', HASH_HMAC]] as $args) {
    try { hash_init(...$args); } catch (ValueError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
}
try { new HashContext(); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
foreach (['md5', 'sha1', 'sha256', 'sha512'] as $algo) {
    foreach (['key', str_repeat('k', 200)] as $key) {
        $h = hash_init($algo, HASH_HMAC, $key);
        hash_update($h, 'hello ');
        $h2 = hash_copy($h);
        hash_update($h, 'world');
        $a = hash_final($h);
        echo $algo, ' ', $a, ' ', $a === hash_hmac($algo, 'hello world', $key) ? 'same' : 'differs', ' ';
        echo hash_final($h2) === hash_hmac($algo, 'hello ', $key) ? 'copy same' : 'copy differs', "\n";
    }
}
var_dump(HASH_HMAC, get_class(hash_init('md5')), hash_init('md5'));
$c = hash_init('md5');
hash_update($c, 'ab');
$e = clone $c;
hash_update($e, 'c');
echo hash_final($c), ' ', hash_final($e), "\n";
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
md5 9e107d9d372bb6826bd81d3542a419d6 same
bool(true)
bool(true)
bool(true)
bool(true)
sha1 2fd4e1c67a2d28fced849ee1bb76e7391b93eb12 same
bool(true)
bool(true)
bool(true)
bool(true)
sha224 730e109bd7a8a32b1cb9d9a09aa2325d2430587ddbc0c38bad911525 same
bool(true)
bool(true)
bool(true)
bool(true)
sha256 d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592 same
bool(true)
bool(true)
bool(true)
bool(true)
sha384 ca737f1014a48f4c0b6dd43cb177b0afd9e5169367544c494011e3317dbf9a509cb1e5dc1e85a941bbee3d7f2afbc9b1 same
bool(true)
bool(true)
bool(true)
bool(true)
sha512 07e547d9586f6a73f73fbac0435ed76951218fb7d0c8d788a309d785436bbb642e93a252a954f23912547d1e8a3b5ed6e1bfd7097821233fa0538f3db854fee6 same
bool(true)
bool(true)
bool(true)
bool(true)
crc32b 414fa339 same
bool(true)
bool(true)
bool(true)
bool(true)
SHA256 d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592 same
bef57ec7f53a6d40beb640a780a639c83bc29ac8a9816f1fc6c5c6dcd93c4721
ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
TypeError: hash_update(): Argument #1 ($context) must be a valid, non-finalized HashContext
TypeError: hash_final(): Argument #1 ($context) must be a valid, non-finalized HashContext
TypeError: hash_copy(): Argument #1 ($context) must be a valid, non-finalized HashContext
ValueError: hash_init(): Argument #1 ($algo) must be a valid hashing algorithm
ValueError: hash_init(): Argument #1 ($algo) must be a cryptographic hashing algorithm if HMAC is requested
ValueError: hash_init(): Argument #3 ($key) cannot be empty when HMAC is requested
Error: Call to private HashContext::__construct() from global scope
md5 ae92cf51adf91130130aefc2b39a7595 same copy same
md5 1b0da9b01718678a2b8aa90631663059 same copy same
sha1 34dd234b92683593560528f6193ea68c8005f615 same copy same
sha1 e3fec2234f60e9e2841ddcae7a12255cf73ed7ec same copy same
sha256 0ba06f1f9a6300461e43454535dc3c4223e47b1d357073d7536eae90ec095be1 same copy same
sha256 45061c4764b9b0e7906a4c42d3ff3a191419d9d1432ee2b341238c27879c4449 same copy same
sha512 ea0625a5ff1cd1653a327f8a4ae2f478fc51405c73ddac3a8a05a7a810310a6a14d7c8b4d284013493a6016ecadc772cfd98ed6cbe745949c5e6119fafb63b54 same copy same
sha512 b6fce97a59701ec149ac0e364118832125b218e46ebb75fe992f52845bf8c3e5d92eff3f65f7082a1694f78fd506903bca23ef7364dc90a00d16ac196ccf4daf same copy same
int(1)
string(11) "HashContext"
object(HashContext)#6 (0) {
}
187ef4436122d1cc2f40dc2b92f0eba0 900150983cd24fb0d6963f7d28e17f72
