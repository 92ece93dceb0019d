import Coax

/// The document `coax` opens when it is given no file.
package enum InspectorDemo {
    /// The document `coax` opens when it is given no file: JSON text that shows at once what Coax does.
    ///
    /// It is a JSON:API 1.1 compound document (two articles with authors, comments and tags
    /// side-loaded in `included`, a cycle, and an editor that is not included), so the expanded
    /// view has something to expand. Its top-level `meta` holds the coercion examples:
    /// - `coercion_table`: EBTExtractor's table, identical to `table` in `SampleData/coercion-table.json`;
    /// - `coercion_rules` and `typed_array`: identical to `rules` and `typed_array` there;
    /// - `shop.products`: the first four products of `SampleData/type-drift.json`, whose fields drift;
    /// - `try`: a few paths worth visiting, in the short path form.
    ///
    /// Number literals such as `1415250000.34642456` and `1e400` are kept exactly as written.
    ///
    /// ```swift
    /// let document = try JSONDocument(parsing: InspectorDemo.document)
    /// let slices = try JSONPath(parsing: "meta.coercion_table.string_the_21_5_slices").resolve(in: document.root)
    /// print(slices)   // "the 21.5 slices"
    /// ```
    package static let document: String = #"""
        {
          "meta": {
            "about": "Coax's built-in demo. Select any value: the panel shows what code gets when it asks for a bool, an integer, a string, a unix date or a decimal, and why. coercion_table holds EBTExtractor's table, coercion_rules the corner cases, shop a catalogue whose fields switch types between products. The document itself is a JSON:API compound document: switch to the expanded view to see each article with its author, comments and tags in place.",
            "try": ["$.meta.coercion_table.string_the_21_5_slices", "$.meta.coercion_rules.string_dollars_with_grouping", "$.meta.shop.products[1].price", "$.data[0].relationships.comments"],
            "coercion_table": {
              "yes": true,
              "no": false,
              "zero": 0,
              "one": 1,
              "two": 2,
              "minus_one": -1,
              "eight": 8,
              "timestamp_1415162234": 1415162234,
              "decimal_5_94": 5.94,
              "decimal_4_13": 4.13,
              "string_potato": "potato",
              "string_empty": "",
              "string_8_45": "8.45",
              "string_the_21_5_slices": "the 21.5 slices",
              "string_two": "two",
              "null": null,
              "array": ["4", "bar", "9.24"],
              "dictionary": {"type": "member"}
            },
            "coercion_rules": {
              "string_dollars_with_grouping": "$1,049.45",
              "string_number_inside_text": "map$24.53take",
              "string_plus_sign": "+5",
              "string_zero_then_words": "0 changes",
              "string_digits_inside_letters": "y01k",
              "string_leading_point": ".5",
              "string_double_minus": "--5",
              "string_exponent": "1e3",
              "string_hexadecimal": "0x1F",
              "string_negative_exponent": "-2.5006e3",
              "string_iso_date": "2012-10-27",
              "string_grouped_thousands": "35,452.45",
              "string_small_fraction": ".009",
              "string_two_points": "1.2.3",
              "string_zero_with_decimals": "0.00",
              "string_seven_nines": "7.99999",
              "string_zero": "0",
              "string_true": "true",
              "string_uppercase_yes": "YES",
              "string_arabic_indic_digits": "٣٤",
              "string_devanagari_digits": "१२३",
              "string_fullwidth_digits": "４２",
              "string_huge_integer": "99999999999999999999",
              "number_tiny_exponent": 1e-7,
              "number_tiny_plain": 0.0000001,
              "number_long_decimal": 1415250000.34642456,
              "number_five_decimals": 5.24195,
              "number_negative_decimal": -835.452,
              "number_half": 0.5,
              "number_minus_half": -0.5,
              "number_minus_three": -3,
              "number_negative_zero": -0,
              "number_huge_integer": 123456789012345678901234567890,
              "number_int64_max": 9223372036854775807,
              "number_int64_max_plus_one": 9223372036854775808,
              "number_int64_min_minus_one": -9223372036854775809,
              "number_overflow_positive": 1e400,
              "number_overflow_negative": -1e400
            },
            "typed_array": ["pizza", 9, "pie", null, true, "88", "2", "", "3.45"],
            "shop": {
              "products": [
                {
                  "id": 1042,
                  "sku": "TEA-GRN-100",
                  "name": "Sencha green tea, 100 g",
                  "currency": "EUR",
                  "price": 8.45,
                  "in_stock": true,
                  "stock": 112,
                  "created_at": 1415162234,
                  "updated_at": 1698746400,
                  "rating": 4.6,
                  "discount": null,
                  "reviews_count": 318,
                  "tags": ["tea", "green", "organic"],
                  "vendor": {"id": 7, "name": "Kyoto Leaf Co."},
                  "variants": [
                    {"id": 1, "label": "tin", "price_delta": 0, "available": true},
                    {"id": 2, "label": "refill bag", "price_delta": -1.5, "available": true}
                  ]
                },
                {
                  "id": "1043",
                  "sku": "TEA-BLK-250",
                  "name": "Assam breakfast tea, 250 g",
                  "currency": "EUR",
                  "price": "12.90",
                  "in_stock": 1,
                  "stock": "40",
                  "created_at": "1415248634",
                  "updated_at": null,
                  "rating": "4.2",
                  "discount": "0.10",
                  "reviews_count": 97,
                  "tags": ["tea", "black"],
                  "vendor": {"id": 3, "name": "Brahmaputra Estates"},
                  "variants": [
                    {"id": "3", "label": "loose", "price_delta": "0.00", "available": "true"}
                  ]
                },
                {
                  "id": 1044,
                  "sku": "MUG-CER-350",
                  "name": "Ceramic mug « Matin », 350 ml",
                  "currency": "EUR",
                  "price": 14,
                  "in_stock": "true",
                  "stock": 9,
                  "created_at": 1416000000,
                  "rating": 4.9,
                  "discount": 0.15,
                  "reviews_count": 51,
                  "tags": ["mug", "ceramic"],
                  "vendor": {"id": 11, "name": "Atelier Grès"},
                  "variants": [
                    {"id": 4, "label": "sand", "price_delta": 0, "available": 1},
                    {"id": 5, "label": "ink blue", "price_delta": 1, "available": 0},
                    {"id": 6, "label": "sage", "price_delta": 1.0, "available": true}
                  ]
                },
                {
                  "id": "1045",
                  "sku": "KET-STL-1L",
                  "name": "Stovetop kettle, 1 l",
                  "currency": "EUR",
                  "price": "39.00",
                  "in_stock": false,
                  "stock": 0,
                  "created_at": "2014-11-18T09:30:00Z",
                  "updated_at": "1699956000",
                  "rating": null,
                  "discount": null,
                  "reviews_count": 0,
                  "tags": [],
                  "vendor": {"id": 5, "name": "Nordstål"},
                  "variants": []
                }
              ]
            }
          },
          "jsonapi": {"version": "1.1"},
          "links": {
            "self": "https://blog.example.com/api/articles?include=author,editor,comments.author,tags"
          },
          "data": [
            {
              "type": "articles",
              "id": "1",
              "attributes": {
                "title": "Your API's numbers are not doubles",
                "published_at": "2024-05-02T09:30:00Z",
                "word_count": 1840,
                "reading_minutes": 7.5
              },
              "relationships": {
                "author": {
                  "links": {
                    "self": "https://blog.example.com/api/articles/1/relationships/author",
                    "related": "https://blog.example.com/api/articles/1/author"
                  },
                  "data": {"type": "people", "id": "9"}
                },
                "comments": {
                  "data": [
                    {"type": "comments", "id": "5"},
                    {"type": "comments", "id": "12"}
                  ]
                },
                "tags": {
                  "data": [
                    {"type": "tags", "id": "json"},
                    {"type": "tags", "id": "money"}
                  ]
                }
              },
              "links": {"self": "https://blog.example.com/api/articles/1"}
            },
            {
              "type": "articles",
              "id": "2",
              "attributes": {
                "title": "Why \"7\" and 7 both show up in one response",
                "published_at": "2024-06-18T14:05:00Z",
                "word_count": 960,
                "reading_minutes": 4
              },
              "relationships": {
                "author": {"data": {"type": "people", "id": "10"}},
                "editor": {"data": {"type": "people", "id": "42"}},
                "comments": {"data": []},
                "tags": {"data": [{"type": "tags", "id": "json"}]}
              },
              "links": {"self": "https://blog.example.com/api/articles/2"},
              "meta": {"revision": 3}
            }
          ],
          "included": [
            {
              "type": "people",
              "id": "9",
              "attributes": {"name": "Zoë Okafor", "handle": "@zoe", "joined_at": 1415162234},
              "relationships": {
                "latest_article": {"data": {"type": "articles", "id": "1"}}
              },
              "links": {"self": "https://blog.example.com/api/people/9"}
            },
            {
              "type": "people",
              "id": "10",
              "attributes": {"name": "Hiroshi Tanaka", "handle": "@hiroshi", "joined_at": "1420070400"}
            },
            {
              "type": "comments",
              "id": "5",
              "attributes": {"body": "So that is why our prices ended in 0.30000000000000004!", "likes": 12},
              "relationships": {
                "author": {"data": {"type": "people", "id": "10"}},
                "article": {"data": {"type": "articles", "id": "1"}}
              }
            },
            {
              "type": "comments",
              "id": "12",
              "attributes": {"body": "Ids beyond 2^53 bit us too: 9007199254740993 came back as …992.", "likes": "3"},
              "relationships": {
                "author": {"data": {"type": "people", "id": "9"}},
                "article": {"data": {"type": "articles", "id": "1"}}
              }
            },
            {"type": "tags", "id": "json", "attributes": {"name": "JSON"}},
            {"type": "tags", "id": "money", "attributes": {"name": "Money & decimals"}}
          ]
        }
        """#

    /// ``document`` as UTF-8 bytes, for APIs that parse bytes.
    ///
    /// ```swift
    /// try JSONDocument(parsing: InspectorDemo.documentBytes).root.kind   // → .object
    /// ```
    package static var documentBytes: [UInt8] { Array(document.utf8) }

    /// The name to show for the demo where a file name would go (status line, error messages).
    ///
    /// ```swift
    /// let title = fileName ?? InspectorDemo.name   // "(built-in demo)"
    /// ```
    package static let name = "(built-in demo)"
}
