--TEST--
isset, empty and unset on variables, keys, properties and string offsets
--FILE--
<?php
$a = ['k' => null, 'z' => 0, 'n' => ['m' => 'deep'], 's' => ''];
var_dump(isset($a['k']), isset($a['z']), isset($a['missing']), isset($a['n']['m']), isset($a['n']['x']['y']));
var_dump(empty($a['k']), empty($a['z']), empty($a['missing']), empty($a['n']), empty($a['s']));
var_dump(empty("0"), empty("0.0"), empty([]), empty(0.0), empty("a"));
$s = "hello";
var_dump(isset($s[0]), isset($s[10]), isset($s[-1]), isset($s["1"]), isset($s["x"]));
$x = 1;
$y = null;
var_dump(isset($x, $y), isset($x), isset($undefined));
unset($a['z'], $a['n']['m']);
print_r($a);
unset($x);
var_dump(isset($x));
$o = new stdClass;
$o->p = 1;
unset($o->p);
var_dump(isset($o->p), property_exists($o, 'p'));
unset($nothing_here);
echo "unset of undefined is silent\n";
--EXPECT--
bool(false)
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
Array
(
    [k] => 
    [n] => Array
        (
        )

    [s] => 
)
bool(false)
bool(false)
bool(false)
unset of undefined is silent
