--TEST--
const in a namespace versus define()
--FILE--
<?php
namespace Conf;

const A = 'namespaced A';
define('B', 'global B');
define('Conf\C', 'namespaced C via define');
echo A, " | ", B, " | ", C, " | ", \B, "\n";
var_dump(defined('Conf\A'), defined('A'), defined('B'), \defined('\Conf\C'));
echo \constant('Conf\A'), "\n";
echo true ? "TRUE constant resolves globally\n" : "";
var_dump(NULL, PHP_INT_SIZE);
--EXPECT--
namespaced A | global B | namespaced C via define | global B
bool(true)
bool(false)
bool(true)
bool(true)
namespaced A
TRUE constant resolves globally
NULL
int(8)
