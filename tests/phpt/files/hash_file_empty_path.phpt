--TEST--
md5_file(''), sha1_file(''), hash_file() with an empty path, parse_ini_string() with an unknown scanner mode
--FILE--
<?php
// md5_file(), sha1_file(), hash_file() with an empty path; parse_ini_string() with an unknown mode.
foreach ([fn() => md5_file(''), fn() => sha1_file(''), fn() => hash_file('md5', ''),
    fn() => parse_ini_string('a=1', false, 3), fn() => parse_ini_string('a=1', false, INI_SCANNER_TYPED)] as $call) {
    try {
        var_dump($call());
    } catch (\Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
--EXPECTF--
ValueError: Path cannot be empty
ValueError: Path cannot be empty
ValueError: Path cannot be empty

Warning: Invalid scanner mode in %s on line 4
bool(false)
array(1) {
  ["a"]=>
  int(1)
}
