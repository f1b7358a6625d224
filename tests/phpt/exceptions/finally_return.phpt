--TEST--
return in finally overrides; finally runs after return in try
--FILE--
<?php
function a() {
    try {
        return "try";
    } finally {
        echo "[finally runs] ";
    }
}
function b() {
    try {
        return "try";
    } finally {
        return "finally";
    }
}
function c() {
    try {
        throw new Exception("lost");
    } finally {
        return "finally swallowed the exception";
    }
}
function d() {
    $x = 1;
    try {
        return $x;
    } finally {
        $x = 2;
    }
}
function e() {
    foreach ([1, 2, 3] as $i) {
        try {
            if ($i == 2) continue;
            echo "body $i ";
        } finally {
            echo "finally $i ";
        }
    }
    return "\n";
}
echo a(), "\n", b(), "\n", c(), "\n", d(), "\n", e();
--EXPECT--
[finally runs] try
finally
finally swallowed the exception
1
body 1 finally 1 finally 2 body 3 finally 3
