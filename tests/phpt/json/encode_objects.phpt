--TEST--
json: encode objects
--FILE--
<?php
class K { public $a = 1; protected $b = 2; private $c = 3; public int $u; public $n = null; }
echo json_encode(new K), "\n";
echo json_encode(new stdClass), "\n";
echo json_encode((object)['x' => [1, (object)[]]]), "\n";
class J implements JsonSerializable {
    public function __construct(private $v) {}
    public function jsonSerialize(): mixed { return ['wrapped' => $this->v]; }
}
echo json_encode([new J(1), new J(new J("deep"))]), "\n";
class Scalar implements JsonSerializable { public function jsonSerialize(): mixed { return 42; } }
echo json_encode(new Scalar), "\n";
enum Suit: string { case H = 'hearts'; }
enum Num: int { case One = 1; }
echo json_encode(['s' => Suit::H, 'n' => Num::One]), "\n";
$o = new stdClass;
$o->{'0'} = 'zero';
$o->{'a b'} = 'sp';
echo json_encode($o), "\n";
--EXPECT--
{"a":1,"n":null}
{}
{"x":[1,{}]}
[{"wrapped":1},{"wrapped":{"wrapped":"deep"}}]
42
{"s":"hearts","n":1}
{"0":"zero","a b":"sp"}
