--TEST--
?? and a step inside isset/empty read through __get when there is no __isset; isset and empty themselves do not
--FILE--
<?php
class G { public function __get($n) { echo "get($n) "; return $n === 'obj' ? $this : 0; } }
$g = new G;
echo "1:"; var_dump($g->a ?? 'dflt');
echo "2:"; var_dump(isset($g->a));
echo "3:"; var_dump(empty($g->a));
echo "4:"; var_dump(isset($g->obj->a));
echo "5:"; var_dump($g->obj->b ?? 'd2');
echo "6:"; var_dump(empty($g->obj->c));
class H { public function __get($n) { echo "get($n) "; return 5; } public function __isset($n) { echo "isset($n) "; return $n !== 'no'; } }
$h = new H;
echo "7:"; var_dump($h->a ?? 'x', $h->no ?? 'y', isset($h->a), empty($h->a), empty($h->no));
--EXPECT--
1:get(a) int(0)
2:bool(false)
3:bool(true)
4:get(obj) bool(false)
5:get(obj) get(b) int(0)
6:get(obj) bool(true)
7:isset(a) get(a) isset(no) isset(a) isset(a) get(a) isset(no) int(5)
string(1) "y"
bool(true)
bool(false)
bool(true)
