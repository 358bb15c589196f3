import classes from './cart.module.css';

/** An item's problems: the server's verdict and a refused payment's messages about it. */
export function ItemProblems({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul id={id} className={classes.problems} data-testid="item-problems">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
