--TEST--
isset, empty and ?? on a member of $this throw when there is no object; isset($this) does not
--FILE--
<?php
class Repo {
    public $cache = ['k' => 1];
    public static function lookup($k) { return $this->cache[$k] ?? 'miss'; }
    public function has($k) { return isset($this->cache[$k]); }
}
var_dump((new Repo)->has('k'));
$probe = function () { return [isset($this), empty($this)]; };
var_dump($probe());
$tries = [
    fn() => isset($this->cache),
    fn() => empty($this->cache),
    fn() => $this ?? 'none',
    fn() => isset($this['k']),
    fn() => Repo::lookup('k'),
];
foreach ($tries as $i => $t) {
    try {
        var_dump($t());
    } catch (Error $e) {
        echo $i, ": ", $e->getMessage(), "\n";
    }
}
--EXPECT--
bool(true)
array(2) {
  [0]=>
  bool(false)
  [1]=>
  bool(true)
}
0: Using $this when not in object context
1: Using $this when not in object context
2: Using $this when not in object context
3: Using $this when not in object context
4: Using $this when not in object context
