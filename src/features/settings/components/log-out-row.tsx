import { LogOutIcon } from '@/components/ui/icons';
import { useSignOut } from '@/lib/auth';
import { cn } from '@/utils/cn';

export function LogOutRow({ className }: { className?: string }) {
  const signOut = useSignOut();
  return (
    <button
      type="button"
      disabled={signOut.isPending}
      onClick={() => signOut.mutate()}
      className={cn(className, 'w-full text-left text-zinc-100 hover:bg-zinc-800/60')}
    >
      {signOut.isPending ? 'Logging out...' : 'Log Out'}
      <LogOutIcon className="size-4 text-zinc-400" />
    </button>
  );
}
