--TEST--
static properties and methods, self:: and static:: (late static binding)
--FILE--
<?php
class Model {
    protected static $registry = [];
    public static $table = 'models';
    public static function create(): static {
        $obj = new static();
        static::$registry[] = static::class;
        return $obj;
    }
    public static function table() { return static::$table; }
    public static function selfTable() { return self::$table; }
    public static function registry() { return self::$registry; }
}
class User extends Model {
    public static $table = 'users';
}
class Post extends Model {}
$u = User::create();
$p = Post::create();
echo get_class($u), " ", get_class($p), "\n";
echo User::table(), " ", User::selfTable(), " ", Post::table(), "\n";
print_r(Model::registry());
Post::$table = 'posts';
echo Model::$table, " ", Post::$table, "\n";
$cls = 'User';
echo $cls::table(), " ", $cls::$table, "\n";
echo $u::table(), "\n";
--EXPECT--
User Post
users models models
Array
(
    [0] => User
    [1] => Post
)
posts posts
users users
users
