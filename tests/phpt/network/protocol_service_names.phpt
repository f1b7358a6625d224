--TEST--
getprotobyname/getprotobynumber and getservbyname/getservbyport read the system databases
--SKIPIF--
<?php if (!is_readable('/etc/protocols') || !is_readable('/etc/services')) die('skip no protocol and service databases'); ?>
--FILE--
<?php
var_dump(getprotobyname('tcp'), getprotobyname('udp'), getprotobyname('nope'), getprotobynumber(17), getprotobynumber(999));
var_dump(getservbyname('http', 'tcp'), getservbyname('x', 'tcp'), getservbyport(443, 'tcp'), getservbyport(1, 'zz'));
--EXPECT--
int(6)
int(17)
bool(false)
string(3) "udp"
bool(false)
int(80)
bool(false)
string(5) "https"
bool(false)
