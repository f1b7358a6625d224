--TEST--
setlocale in the C locale, localeconv, LC_* constants and uniqid's format
--FILE--
<?php
var_dump(setlocale(LC_ALL, "C"), setlocale(LC_ALL, "en_US.UTF-8"), setlocale(LC_ALL, 0), setlocale(LC_NUMERIC, ["de_DE", "C"]), setlocale(LC_ALL, "xx", "POSIX"), LC_ALL, LC_NUMERIC, LC_TIME);
var_dump(strlen(uniqid()), strlen(uniqid("", true)), strlen(uniqid("ab")), uniqid() !== uniqid(), str_starts_with(uniqid("p_"), "p_"));
$l = localeconv(); var_dump($l['decimal_point'], $l['thousands_sep'], count($l));
--EXPECT--
string(1) "C"
bool(false)
string(1) "C"
string(1) "C"
string(1) "C"
int(6)
int(1)
int(2)
int(13)
int(23)
int(15)
bool(true)
bool(true)
string(1) "."
string(0) ""
int(18)
