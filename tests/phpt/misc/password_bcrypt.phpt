--TEST--
password_hash/password_verify with bcrypt, password_get_info, password_needs_rehash, cost errors, a hash made by php
--FILE--
<?php
$h = password_hash("secret", PASSWORD_DEFAULT);
var_dump(strlen($h), substr($h, 0, 7), password_verify("secret", $h), password_verify("nope", $h), password_get_info($h), password_needs_rehash($h, PASSWORD_DEFAULT), password_needs_rehash($h, PASSWORD_BCRYPT, ["cost" => 12]), password_get_info("xyz"), password_verify("a", "xyz"));
try { password_hash("a", PASSWORD_BCRYPT, ["cost" => 3]); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { password_hash("a", "foo"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(password_hash("a", null, ["cost" => 4])[5]);
var_dump(password_verify("rasmuslerdorf", '$2y$10$.vGA1O9wmRjrwAVXD98HNOgsNpDczlqm3Jq7KnEd1rVAGv3Fykk1a'));
var_dump(password_verify("rasmuslerdorf", '$2y$10$.vGA1O9wmRjrwAVXD98HNOgsNpDczlqm3Jq7KnEd1rVAGv3Fykk1b'));
$users = ['alice' => password_hash('wonderland', PASSWORD_BCRYPT, ['cost' => 5])];
foreach ([['alice', 'wonderland'], ['alice', 'x'], ['bob', 'y']] as [$u, $p]) echo $u, ": ", isset($users[$u]) && password_verify($p, $users[$u]) ? "ok" : "denied", "\n";
--EXPECT--
int(60)
string(7) "$2y$10$"
bool(true)
bool(false)
array(3) {
  ["algo"]=>
  string(2) "2y"
  ["algoName"]=>
  string(6) "bcrypt"
  ["options"]=>
  array(1) {
    ["cost"]=>
    int(10)
  }
}
bool(false)
bool(true)
array(3) {
  ["algo"]=>
  NULL
  ["algoName"]=>
  string(7) "unknown"
  ["options"]=>
  array(0) {
  }
}
bool(false)
Invalid bcrypt cost parameter specified: 3
password_hash(): Argument #2 ($algo) must be a valid password hashing algorithm
string(1) "4"
bool(true)
bool(false)
alice: ok
alice: denied
bob: denied
