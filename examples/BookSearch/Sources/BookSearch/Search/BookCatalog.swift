/// The books the app can find. In memory, so the example needs no server; the worker adds the
/// latency a network would.
public enum BookCatalog {
  /// Classic public-domain novels, in publication order.
  public static let books: [Book] = [
    Book(id: 1, title: "Sense and Sensibility", author: "Jane Austen", year: 1811, pages: 409),
    Book(id: 2, title: "Pride and Prejudice", author: "Jane Austen", year: 1813, pages: 432),
    Book(id: 3, title: "Emma", author: "Jane Austen", year: 1815, pages: 474),
    Book(id: 4, title: "Frankenstein", author: "Mary Shelley", year: 1818, pages: 280),
    Book(id: 5, title: "Jane Eyre", author: "Charlotte Brontë", year: 1847, pages: 532),
    Book(id: 6, title: "Wuthering Heights", author: "Emily Brontë", year: 1847, pages: 416),
    Book(id: 7, title: "Moby-Dick", author: "Herman Melville", year: 1851, pages: 635),
    Book(id: 8, title: "A Tale of Two Cities", author: "Charles Dickens", year: 1859, pages: 489),
    Book(id: 9, title: "Great Expectations", author: "Charles Dickens", year: 1861, pages: 544),
    Book(
      id: 10, title: "Crime and Punishment", author: "Fyodor Dostoevsky", year: 1866, pages: 671),
    Book(id: 11, title: "War and Peace", author: "Leo Tolstoy", year: 1869, pages: 1225),
    Book(id: 12, title: "Middlemarch", author: "George Eliot", year: 1871, pages: 880),
    Book(id: 13, title: "Anna Karenina", author: "Leo Tolstoy", year: 1878, pages: 864),
    Book(
      id: 14, title: "Adventures of Huckleberry Finn", author: "Mark Twain", year: 1884,
      pages: 366),
    Book(id: 15, title: "The Time Machine", author: "H. G. Wells", year: 1895, pages: 118),
    Book(id: 16, title: "Dracula", author: "Bram Stoker", year: 1897, pages: 418),
  ]
}
