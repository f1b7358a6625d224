--TEST--
use imports for classes with aliases, use function and use const
--FILE--
<?php
namespace Lib\Models {
    class User { public function __toString(): string { return static::class; } }
    class Post {}
    function helper() { return "Lib\\Models\\helper"; }
    const LIMIT = 10;
}
namespace Main {
    use Lib\Models\User;
    use Lib\Models\Post as Article;
    use function Lib\Models\helper;
    use function Lib\Models\helper as h;
    use const Lib\Models\LIMIT;
    use ArrayObject as AO;

    echo new User, "\n";
    echo get_class(new Article), " ", Article::class, "\n";
    echo helper(), " ", h(), " ", LIMIT, "\n";
    echo get_class(new AO([])), "\n";
    echo User::class, " ", \strlen(User::class), "\n";
}
--EXPECT--
Lib\Models\User
Lib\Models\Post Lib\Models\Post
Lib\Models\helper Lib\Models\helper 10
ArrayObject
Lib\Models\User 15
