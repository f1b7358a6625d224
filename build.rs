//! Generates the parser from the lalrpop grammar in grammar/.

fn main() {
    println!("cargo:rerun-if-changed=grammar");
}
