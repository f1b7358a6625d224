--TEST--
At the end of the script a Scope object is disposed when its turn in creation order comes; finally() called from a later object's destructor then runs its callback at once
--FILE--
<?php
use Async\Scope;

class Registry {
    public static array $items = [];
}

class Late {
    public function __construct(private Scope $scope) {}
    public function __destruct() {
        echo "destructor calls finally()\n";
        $this->scope->finally(function (Scope $s) {
            echo "finally callback ran, same scope: ", var_export($s === $this->scope, true), "\n";
        });
        echo "finally() returned\n";
    }
}

Registry::$items[] = new Scope();
Registry::$items[] = new Late(Registry::$items[0]);
echo "end\n";
?>
--EXPECT--
end
destructor calls finally()
finally callback ran, same scope: true
finally() returned
