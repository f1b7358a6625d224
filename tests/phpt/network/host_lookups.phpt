--TEST--
gethostbyname, gethostbynamel and gethostbyaddr: hosts file names, literals, failures and bad input
--FILE--
<?php
var_dump(gethostbyname('localhost'), gethostbyname('LocalHost'), gethostbyname('127.0.0.1'), gethostbyname(''), gethostbyname('nonexistent.invalid'));
var_dump(gethostbynamel('localhost'), gethostbynamel(''), gethostbynamel('nonexistent.invalid'), gethostbynamel('10.0.0.1'));
var_dump(gethostbyname(str_repeat('a', 300)) === str_repeat('a', 300), gethostbynamel(str_repeat('b', 256)));
var_dump(gethostbyaddr('127.0.0.1'), gethostbyaddr('10.255.255.1'), gethostbyaddr('999.999.999.999'), gethostbyaddr('not.an.ip'));
--EXPECTF--
string(9) "127.0.0.1"
string(9) "127.0.0.1"
string(9) "127.0.0.1"
string(0) ""
string(19) "nonexistent.invalid"
array(1) {
  [0]=>
  string(9) "127.0.0.1"
}
bool(false)
bool(false)
array(1) {
  [0]=>
  string(8) "10.0.0.1"
}

Warning: gethostbyname(): Host name cannot be longer than 255 characters in %s on line 4

Warning: gethostbynamel(): Host name cannot be longer than 255 characters in %s on line 4
bool(true)
bool(false)

Warning: gethostbyaddr(): Address is not a valid IPv4 or IPv6 address in %s on line 5

Warning: gethostbyaddr(): Address is not a valid IPv4 or IPv6 address in %s on line 5
string(9) "localhost"
string(12) "10.255.255.1"
bool(false)
bool(false)
