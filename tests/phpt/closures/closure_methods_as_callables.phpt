--TEST--
Closure's bindTo, call and __invoke are methods that callables and method_exists find
--FILE--
<?php
class Account { private $owner = "alice"; }
$peek = function ($prefix) { return $prefix . $this->owner; };
print_r(get_class_methods("Closure"));
var_dump(method_exists("Closure", "bindTo"), method_exists($peek, "call"), method_exists($peek, "__invoke"));
var_dump(is_callable([$peek, "bindTo"]), is_callable([$peek, "__invoke"]));
echo call_user_func([$peek, "call"], new Account, "owner: "), "\n";
$bound = call_user_func_array([$peek, "bindTo"], [new Account, Account::class]);
echo call_user_func([$bound, "__invoke"], "bound: "), "\n";
echo implode(",", array_map([fn($x) => $x * 2, "__invoke"], [1, 2, 3])), "\n";
--EXPECT--
Array
(
    [0] => bind
    [1] => bindTo
    [2] => call
    [3] => fromCallable
)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
owner: alice
bound: alice
2,4,6
