--TEST--
Typed static properties coerce and check assigned values; typed properties stepped past the int range are TypeErrors
--FILE--
<?php
class T {
    public static int $s = 1;
    public static float $total = 0;
    private static ?string $name = null;
    public static array $list = [];
    public static $untyped = 1;
    public int $n = PHP_INT_MAX;
    public ?int $m = PHP_INT_MIN;
    public int|float $f = PHP_INT_MAX;
    public static function setName($n) { self::$name = $n; return self::$name; }
}
try { T::$s = "abc"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
T::$s = "42"; var_dump(T::$s);
T::$s = 7.0; var_dump(T::$s);
T::$total += 5; var_dump(T::$total);
T::$total = 3; var_dump(T::$total);
var_dump(T::setName(12));
try { T::$list = "x"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
T::$list[] = 1; T::$list['k'] = 2; var_dump(T::$list);
T::$untyped = "anything"; var_dump(T::$untyped);
T::$s = PHP_INT_MAX;
try { T::$s++; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(T::$s);
$t = new T;
try { $t->n++; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { --$t->m; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$t->f++; var_dump($t->f, $t->n, $t->m);
T::$s = 5; T::$s++; T::$s -= 2; var_dump(T::$s);
try { T::$s .= "x"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Cannot assign string to property T::$s of type int
int(42)
int(7)
float(5)
float(3)
string(2) "12"
Cannot assign string to property T::$list of type array
array(2) {
  [0]=>
  int(1)
  ["k"]=>
  int(2)
}
string(8) "anything"
Cannot increment property T::$s of type int past its maximal value
int(9223372036854775807)
Cannot increment property T::$n of type int past its maximal value
Cannot decrement property T::$m of type ?int past its minimal value
float(9.223372036854776E+18)
int(9223372036854775807)
int(-9223372036854775808)
int(4)
Cannot assign string to property T::$s of type int
