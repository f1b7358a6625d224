--TEST--
{$expr} with arrays, method calls, properties and closures
--FILE--
<?php
class User {
    public $name = "ann";
    public $tags = ['php', 'rust'];
    public $friend;
    public function greet($x) { return "hi $x"; }
    public static $count = 3;
    const KIND = 'user';
}
$u = new User;
$u->friend = new User;
$u->friend->name = "bob";
$fn = fn($x) => strtoupper($x);
$m = 'greet';
$matrix = [[1, 2], [3, 4]];
$key = 'tags';
echo "{$u->name} {$u->tags[1]} {$u->friend->name} {$u->greet('you')}\n";
echo "{$fn('loud')} {$matrix[1][0]} {$u->$key[0]} {$u->$m('dyn')}\n";
echo "static: {${'u'}->name}\n";
$arr = ['a' => ['b' => 'c']];
echo "{$arr['a']['b']}\n";
$n = 5;
echo "{$n}px and {$n}0\n";
--EXPECT--
ann rust bob hi you
LOUD 3 php hi dyn
static: ann
c
5px and 50
