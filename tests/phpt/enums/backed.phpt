--TEST--
Backed enums: from, tryFrom, value
--FILE--
<?php
enum Status: int { case Active = 1; case Inactive = 0; case Banned = -5; }
enum Code: string { case Ok = "ok"; case Fail = "fail"; }
var_dump(Status::from(1), Status::tryFrom(7), Status::from("0"), Status::Banned->value, Code::from("fail"));
try { Status::from(9); } catch (ValueError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { Code::from("nope"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(Code::tryFrom("x"));
var_dump(Code::Ok instanceof BackedEnum);
print_r(Code::cases());
var_dump(array_map(fn($c) => $c->value, Status::cases()));
--EXPECT--
enum(Status::Active)
NULL
enum(Status::Inactive)
int(-5)
enum(Code::Fail)
ValueError: 9 is not a valid backing value for enum Status
"nope" is not a valid backing value for enum Code
NULL
bool(true)
Array
(
    [0] => Code Enum:string
        (
            [name] => Ok
            [value] => ok
        )

    [1] => Code Enum:string
        (
            [name] => Fail
            [value] => fail
        )

)
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(0)
  [2]=>
  int(-5)
}
